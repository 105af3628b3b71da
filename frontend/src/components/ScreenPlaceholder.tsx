import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';

/** Holds a screen's place until its feature lands. */
export function ScreenPlaceholder({ description }: { description: ReactNode }) {
  return (
    <Card>
      <Empty description={description} />
    </Card>
  );
}
