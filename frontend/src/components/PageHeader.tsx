import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A screen's heading, an optional line under it, and actions on the right. */
export function PageHeader({ title, subtitle, actions }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <Flex className="fc-page-header" justify="space-between" align="flex-start" gap={16} wrap>
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', fontSize: 16 }}>
            {subtitle}
          </Typography.Paragraph>
        )}
      </div>
      {actions && <Flex gap={8}>{actions}</Flex>}
    </Flex>
  );
}
