import { ExclamationCircleOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import { ButtonLink } from '../../components/ButtonLink';

/** Any unknown path while signed in (spec §2). */
export function NotFoundPage() {
  return (
    <div className="fc-page fc-not-found">
      <Card className="fc-not-found__card">
        <div className="fc-not-found__title">
          <ExclamationCircleOutlined aria-hidden style={{ color: '#dc2626', fontSize: 28 }} />
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            404 Page Not Found
          </Typography.Title>
        </div>
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          Did you forget to add the page to the router?
        </Typography.Paragraph>
        <ButtonLink type="primary" to="/">
          Back to dashboard
        </ButtonLink>
      </Card>
    </div>
  );
}
