// The phone sign-in page asks for agreement to the user agreement and privacy policy before
// it sends a code (docs/IDENTITY.md, "Consent"). Journeys that sign in tick the box as a
// visitor does; journey 61 shows the refusal without it.

/** Ticks 我已阅读并同意《用户协议》和《隐私政策》 on the sign-in page, if it is not ticked yet. */
export async function agree(page) {
  const box = page.getByRole('checkbox', { name: /我已阅读并同意/ });
  if (!(await box.isChecked())) await box.check();
}
