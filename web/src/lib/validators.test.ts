import { describe, expect, it } from 'vitest';
import { isAmount, isCarPlate, isCode, isDate, isEmail, isIdCard, isLandline, isMobile, isUrl } from './validators';

describe('validators', () => {
  it('mainland mobile numbers', () => {
    expect(isMobile('13800138000')).toBe(true);
    expect(isMobile('19912345678')).toBe(true);
    expect(isMobile('12800138000')).toBe(false);
    expect(isMobile('1380013800')).toBe(false);
    expect(isMobile('+8613800138000')).toBe(false);
  });

  it('email', () => {
    expect(isEmail('visitor@example.cn')).toBe(true);
    expect(isEmail('a.b+c@mail.zj.gov.cn')).toBe(true);
    expect(isEmail('no-at.example.cn')).toBe(false);
    expect(isEmail('x@y')).toBe(false);
  });

  it('url', () => {
    expect(isUrl('https://www.zjzwfw.gov.cn/a?b=1')).toBe(true);
    expect(isUrl('http://localhost:8080')).toBe(true);
    expect(isUrl('ftp://example.com')).toBe(false);
    expect(isUrl('javascript:alert(1)')).toBe(false);
    expect(isUrl('https://')).toBe(false);
  });

  it('date is a real calendar day', () => {
    expect(isDate('2024-02-29')).toBe(true);
    expect(isDate('2023/12/31')).toBe(true);
    expect(isDate('2023-02-29')).toBe(false);
    expect(isDate('2023-13-01')).toBe(false);
    expect(isDate('20230101')).toBe(false);
  });

  it('ID card with checksum and birth date', () => {
    expect(isIdCard('11010519491231002X')).toBe(true);
    expect(isIdCard('11010519491231002x')).toBe(true);
    expect(isIdCard('110105194912310021')).toBe(false); // wrong check digit
    expect(isIdCard('110105194902300028')).toBe(false); // 30 February
    expect(isIdCard('11010519491231002')).toBe(false);
  });

  it('car plates, ordinary and new-energy', () => {
    expect(isCarPlate('浙A12345')).toBe(true);
    expect(isCarPlate('浙AD12345')).toBe(true); // small new-energy
    expect(isCarPlate('浙A12345D')).toBe(true); // large new-energy
    expect(isCarPlate('浙AF1234')).toBe(true); // ordinary with letter
    expect(isCarPlate('浙A1234')).toBe(false);
    expect(isCarPlate('浙I12345')).toBe(false); // I is never a city letter
    expect(isCarPlate('ZA12345')).toBe(false);
    expect(isCarPlate('浙AA12345')).toBe(false); // 8 chars but not D/F
  });

  it('amount with at most two decimals', () => {
    for (const ok of ['0', '0.5', '12.34', '100']) expect(isAmount(ok), ok).toBe(true);
    for (const bad of ['01', '1.234', '-1', '1.', '.5', '']) expect(isAmount(bad), bad).toBe(false);
  });

  it('verification code of 6 digits by default', () => {
    expect(isCode('123456')).toBe(true);
    expect(isCode('12345')).toBe(false);
    expect(isCode('12a456')).toBe(false);
    expect(isCode('1234', 4)).toBe(true);
  });

  it('landline', () => {
    expect(isLandline('0571-87654321')).toBe(true);
    expect(isLandline('057187654321')).toBe(true);
    expect(isLandline('87654321')).toBe(true);
    expect(isLandline('010-12345678')).toBe(false); // local numbers never start with 1
    expect(isLandline('0571-8765')).toBe(false);
  });
});
