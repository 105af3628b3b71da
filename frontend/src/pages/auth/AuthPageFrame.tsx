import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/BrandLogo';

/** A centred card for /sign-in and /sign-up. */
export function AuthPageFrame({ title, children, footer }: { title: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="fc-auth-page">
      <div className="fc-auth-page__brand">
        <BrandLogo />
      </div>
      <Card className="fc-auth-page__card">
        <Typography.Title level={2} style={{ marginTop: 0, textAlign: 'center' }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
      <div className="fc-auth-page__footer">{footer}</div>
    </div>
  );
}
