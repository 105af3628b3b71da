import { CopyOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { rememberedFeedUrl, rememberFeedUrl, rotateCalendarFeed } from '../../api/calendar';
import { isUnauthorizedError } from '../../api/fetcher';
import { useHousehold } from '../../api/household';
import { useAuth } from '../../auth/auth-context';
import { handleUnauthorized } from '../../auth/unauthorized';
import { toast } from '../../toast/toast-store';

/**
 * A person's own calendar link in a household of several (issue #24): their portions of the household's meals
 * ("Dinner: Saag Paneer ×1.5"), the meals they are away for left out. Shown once when made, remembered on this device.
 * Nothing for a household of one, whose household feed is already theirs alone.
 */
export function MyMealsFeed({ onCopy }: { onCopy: (url: string) => void }) {
  const { user } = useAuth();
  const [url, setUrl] = useState<string | null>(() => rememberedFeedUrl(user?.id, 'me'));
  const [making, setMaking] = useState(false);
  const { data: household } = useHousehold();

  const make = async () => {
    setMaking(true);
    try {
      const made = await rotateCalendarFeed('me');
      rememberFeedUrl(user?.id, made, 'me');
      setUrl(made);
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Error', description: 'Failed to make your calendar link. Please try again.', variant: 'destructive' });
    } finally {
      setMaking(false);
    }
  };

  if ((household?.members.length ?? 0) < 2) return null;
  return (
    <div data-testid="my-meals-feed">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        Just your meals
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>
        Your own portions of the household&apos;s meals, without the ones you are away for.
      </Typography.Paragraph>
      {url && (
        <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
          <Input readOnly value={url} aria-label="Your own calendar link" onFocus={(e) => e.target.select()} />
          <Button icon={<CopyOutlined />} onClick={() => onCopy(url)}>
            Copy
          </Button>
        </Space.Compact>
      )}
      <Button size="small" icon={<ReloadOutlined />} loading={making} onClick={() => void make()}>
        {url ? 'Replace my link' : 'Make my link'}
      </Button>
    </div>
  );
}
