// Sign-in: username, password and, when the account has it, the one-time code. Refusals
// are shown above the form as the server words them (lockout with its wait included).
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import type { OperatorView } from '../api/client';
import { signIn, signInMessage, type SignInValues } from './authProvider';

export interface SignInPageProps {
  onSignedIn: (op: OperatorView) => void;
  /** The sign-in call (tests pass their own). */
  submit?: (values: SignInValues) => Promise<OperatorView>;
}

export function SignInPage({ onSignedIn, submit = signIn }: SignInPageProps) {
  const [form] = Form.useForm<SignInValues>();
  const [error, setError] = useState<string | null>(null);
  const [askTotp, setAskTotp] = useState(false);
  const [busy, setBusy] = useState(false);

  async function onFinish(values: SignInValues) {
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await submit(values));
    } catch (e) {
      const { text, needsTotp } = signInMessage(e);
      setError(text);
      if (needsTotp) setAskTotp(true);
      form.setFieldValue('password', values.password);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="console-signin">
      <Card style={{ width: 380 }}>
        <Typography.Title level={3} style={{ textAlign: 'center', marginTop: 0 }}>
          游浙运营后台
        </Typography.Title>
        {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} role="alert" />}
        <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} name="signin">
          <Form.Item label="用户名" name="username" rules={[{ required: true, message: '请输入用户名' }]}>
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '请输入密码' }]}>
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          <Form.Item
            label="动态验证码"
            name="totp"
            extra={askTotp ? '此账号已开启两步验证：请输入验证器中的 6 位数字' : '未开启两步验证的账号不用填'}
            rules={[{ pattern: /^\d{6}$/, message: '动态验证码是 6 位数字' }, { required: askTotp, message: '请输入动态验证码' }]}
          >
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>
            登录
          </Button>
        </Form>
      </Card>
    </div>
  );
}
