// What a screen shows when the server refused it: its own words (40300 names what is missing).
import { Alert } from 'antd';
import { ApiError } from '../api/client';

export function errorText(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  if (e instanceof Error) return e.message;
  return '出错了，请重试';
}

export function Refused({ error }: { error: unknown }) {
  if (!error) return null;
  return <Alert type="error" showIcon role="alert" message={errorText(error)} style={{ marginBottom: 16 }} />;
}
