import { Flex, Spin, theme } from 'antd';

/** Shown while we learn whether someone is signed in (spec §2). */
export function FullScreenLoader() {
  const { token } = theme.useToken();
  return (
    <Flex role="status" aria-live="polite" vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh' }}>
      <Spin size="large" />
      <span style={{ color: token.colorTextSecondary, fontSize: token.fontSize }}>Loading...</span>
    </Flex>
  );
}
