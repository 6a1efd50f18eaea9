// The delivery address of a physical prize: name (1–20), mainland mobile (^1[3-9][0-9]{9}$),
// address (5–120). The page checks what it can before sending; the server checks again and a
// 40000 naming a field is shown on that field, as the server worded it.
import { useState, type FormEvent } from 'react';
import {
  ADDRESS_NAME_MAX,
  ADDRESS_TEXT_MAX,
  ADDRESS_TEXT_MIN,
  MAINLAND_MOBILE,
  type MyPrize,
  type PrizeAddress,
} from '../../api/campaigns';
import { t } from '../../i18n';
import { campaigns } from './calls';
import { Refused } from '../../ui/Refused';

type Field = keyof PrizeAddress;
const FIELDS: readonly Field[] = ['name', 'mobile', 'address'];

/** The page's own check, in the server's bounds; the server still decides. */
export function checkAddress(a: PrizeAddress): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const name = a.name.trim();
  const address = a.address.trim();
  if (name.length < 1 || [...name].length > ADDRESS_NAME_MAX) errors.name = t('campaign.address.err.name');
  if (!MAINLAND_MOBILE.test(a.mobile.trim())) errors.mobile = t('campaign.address.err.mobile');
  if ([...address].length < ADDRESS_TEXT_MIN || [...address].length > ADDRESS_TEXT_MAX) errors.address = t('campaign.address.err.address');
  return errors;
}

export interface AddressFormProps {
  prize: MyPrize;
  onSaved: (prize: MyPrize) => void;
  /** Skip the page's own check (tests of the server's word). */
  serverOnly?: boolean;
}

export function AddressForm({ prize, onSaved, serverOnly }: AddressFormProps) {
  const [value, setValue] = useState<PrizeAddress>({
    name: prize.address?.name ?? '',
    mobile: prize.address?.mobile ?? '',
    address: prize.address?.address ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState('');
  const [busy, setBusy] = useState(false);

  const set = (f: Field, v: string) => {
    setValue((x) => ({ ...x, [f]: v }));
    setErrors((e) => ({ ...e, [f]: undefined }));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const body = { name: value.name.trim(), mobile: value.mobile.trim(), address: value.address.trim() };
    const own = serverOnly ? {} : checkAddress(body);
    setErrors(own);
    setGeneral('');
    if (Object.keys(own).length) return;
    setBusy(true);
    let refusal: { message: string; field?: string } | null = null;
    const r = await campaigns.putAddress(prize.id, body, (x) => (refusal = x));
    setBusy(false);
    if (r) {
      onSaved(r);
      return;
    }
    const why = refusal as { message: string; field?: string } | null;
    if (why?.field && (FIELDS as readonly string[]).includes(why.field)) setErrors({ [why.field]: why.message });
    else if (why) setGeneral(why.message);
  };

  const field = (f: Field, label: string, placeholder: string, extra: { type?: string; inputMode?: 'tel' | 'text'; maxLength: number; multiline?: boolean }) => {
    const id = `cmp-address-${f}`;
    const err = errors[f];
    const common = {
      id,
      name: f,
      value: value[f],
      placeholder,
      maxLength: extra.maxLength,
      'aria-invalid': err ? true : undefined,
      'aria-describedby': err ? `${id}-error` : undefined,
      className: 'cmp-input',
    };
    return (
      <div className="cmp-field" data-field={f}>
        <label htmlFor={id}>{label}</label>
        {extra.multiline ? (
          <textarea {...common} rows={3} onChange={(e) => set(f, e.target.value)} />
        ) : (
          <input {...common} type={extra.type ?? 'text'} inputMode={extra.inputMode} onChange={(e) => set(f, e.target.value)} />
        )}
        {err && (
          <p id={`${id}-error`} className="cmp-field__error" role="alert">
            {err}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="cmp-card cmp-address" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="cmp-address-title">
      <h2 id="cmp-address-title">{t('campaign.address.title')}</h2>
      {field('name', t('campaign.address.name'), t('campaign.address.namePh'), { maxLength: ADDRESS_NAME_MAX + 10 })}
      {field('mobile', t('campaign.address.mobile'), t('campaign.address.mobilePh'), { type: 'tel', inputMode: 'tel', maxLength: 20 })}
      {field('address', t('campaign.address.address'), t('campaign.address.addressPh'), { maxLength: ADDRESS_TEXT_MAX + 10, multiline: true })}
      {general && (
        <Refused className="cmp-refusal" message={general} />
      )}
      <button type="submit" className="cmp-btn" disabled={busy}>
        {t(busy ? 'campaign.address.saving' : 'campaign.address.save')}
      </button>
    </form>
  );
}
