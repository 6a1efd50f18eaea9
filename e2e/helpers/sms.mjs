// The sign-in code the fake SMS provider received for a phone number, waited for.
import { lastSmsCode } from '../fakes/sms.mjs';

/** The newest code sent to `phone`, once it has arrived (within 5 s). */
export async function waitForCode(phone) {
  for (let i = 0; i < 50; i++) {
    const code = lastSmsCode(phone);
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS reached ${phone}`);
}
