import { CalendarOutlined, CopyOutlined, DisconnectOutlined, DownloadOutlined, LinkOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Modal, Popconfirm, Progress, Space, Typography, type ButtonProps } from 'antd';
import { useState } from 'react';
import {
  CALENDAR_FAILURE,
  CALENDAR_SUCCESS,
  DEFAULT_MEAL_TIMES,
  downloadCalendarFile,
  rememberedFeedUrl,
  rememberFeedUrl,
  revokeCalendarFeed,
  rotateCalendarFeed,
  type CalendarExportResult,
  type MealTimes,
} from '../../api/calendar';
import { isUnauthorizedError } from '../../api/fetcher';
import { MEAL_LABELS, MEAL_TYPES, type MealType } from '../../api/meal-plans';
import { useAuth } from '../../auth/auth-context';
import { handleUnauthorized } from '../../auth/unauthorized';
import { useJobOutcome, useJobRun } from '../../jobs/useJobRun';
import { toast } from '../../toast/toast-store';
import { MyMealsFeed } from './MyMealsFeed';

export interface ExportCalendarButtonProps extends Omit<ButtonProps, 'onClick' | 'loading'> {
  /** The plan to export; the button is disabled without one. */
  mealPlanId: string | null | undefined;
}

/**
 * 'Export to Calendar' (spec §7-8): starts the export job (the app's job tracker runs it and says the
 * file is ready, or 'Failed to export to calendar. Please try again.', wherever the person is), then
 * offers the .ics download and the private subscription (webcal://) URL to copy — also when the person
 * comes back to the plan after the export ended elsewhere. 'Meal plan has been added to your calendar.'
 * is said only when it is true: once the file has been downloaded, or the feed handed to a calendar app.
 */
export function ExportCalendarButton({ mealPlanId, children, ...buttonProps }: ExportCalendarButtonProps) {
  const { user } = useAuth();
  const [result, setResult] = useState<CalendarExportResult | null>(null);
  const [feedUrl, setFeedUrl] = useState<string | null>(null);
  const [rotating, setRotating] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [feedActive, setFeedActive] = useState(true);
  const [times, setTimes] = useState<MealTimes>(DEFAULT_MEAL_TIMES);
  const job = useJobRun('calendar', mealPlanId ?? '');

  useJobOutcome('calendar', mealPlanId ?? '', 'export-dialog', (exported) => {
    setFeedUrl(exported.feedUrl ?? rememberedFeedUrl(user?.id));
    setFeedActive(exported.feedActive !== false);
    setResult(exported);
    setTimes({ ...DEFAULT_MEAL_TIMES, ...exported.mealTimes });
  });

  const start = (mealTimes?: MealTimes) => {
    if (mealPlanId) void job.start({ mealPlanId, mealTimes });
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied', description: 'Paste the link into your calendar app to subscribe.' });
    } catch {
      toast({ title: 'Copy the link', description: 'Select the link and copy it with your keyboard.' });
    }
  };

  const download = async (url: string) => {
    setDownloading(true);
    try {
      await downloadCalendarFile(url);
      toast({ title: 'Success!', description: CALENDAR_SUCCESS });
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Error', description: CALENDAR_FAILURE, variant: 'destructive' });
    } finally {
      setDownloading(false);
    }
  };

  const rotate = async () => {
    setRotating(true);
    try {
      const url = await rotateCalendarFeed();
      rememberFeedUrl(user?.id, url);
      setFeedUrl(url);
      setFeedActive(true);
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Error', description: 'Failed to make a new calendar link. Please try again.', variant: 'destructive' });
    } finally {
      setRotating(false);
    }
  };

  const turnOff = async () => {
    try {
      await revokeCalendarFeed();
      rememberFeedUrl(user?.id, null);
      setFeedUrl(null);
      setFeedActive(false);
      toast({ title: 'Subscription turned off', description: 'Calendars using the old link stop updating.' });
    } catch (error) {
      if (isUnauthorizedError(error)) handleUnauthorized();
      else toast({ title: 'Error', description: 'Failed to turn off the calendar link. Please try again.', variant: 'destructive' });
    }
  };

  const busy = job.running;
  const SLOTS: [MealType, string][] = MEAL_TYPES.map((slot) => [slot, MEAL_LABELS[slot]]);
  const timesChanged = result !== null && SLOTS.some(([slot]) => times[slot] !== (result.mealTimes?.[slot] ?? DEFAULT_MEAL_TIMES[slot]));
  const timesValid = SLOTS.every(([slot]) => /^([01]\d|2[0-3]):[0-5]\d$/.test(times[slot]));
  const progress = job.progress;

  return (
    <>
      <Button
        icon={<CalendarOutlined />}
        {...buttonProps}
        disabled={!mealPlanId || buttonProps.disabled}
        loading={busy}
        onClick={() => start()}
      >
        {busy ? 'Exporting...' : (children ?? 'Export to Calendar')}
      </Button>
      {busy && progress > 0 && progress < 100 && <Progress percent={progress} size="small" showInfo={false} aria-label="Export progress" />}
      <Modal
        open={result !== null}
        title="Add to your calendar"
        onCancel={() => setResult(null)}
        footer={<Button onClick={() => setResult(null)}>Done</Button>}
        destroyOnHidden
      >
        {result && (
          <Flex vertical gap={16}>
            <Typography.Paragraph style={{ margin: 0 }}>
              {result.events} meal{result.events === 1 ? '' : 's'} at your meal times ({result.timeZone}). Importing the file again updates
              these events instead of adding copies.
            </Typography.Paragraph>
            <div>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                Meal times
              </Typography.Title>
              <Flex gap={8} wrap align="end">
                {SLOTS.map(([slot, label]) => (
                  <label key={slot} className="fc-meal-time">
                    <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                      {label}
                    </Typography.Text>
                    <Input
                      type="time"
                      aria-label={`${label} time`}
                      value={times[slot]}
                      onChange={(e) => setTimes((t) => ({ ...t, [slot]: e.target.value }))}
                      // Wide enough for "06:30 PM" and the clock button in 12-hour locales: narrower clips the value.
                      style={{ width: 144 }}
                    />
                  </label>
                ))}
                <Button disabled={!timesChanged || !timesValid} loading={busy} onClick={() => start(times)}>
                  Update times
                </Button>
              </Flex>
            </div>
            <Button type="primary" icon={<DownloadOutlined />} loading={downloading} onClick={() => void download(result.downloadUrl)}>
              Download .ics file
            </Button>
            <div>
              <Typography.Title level={5} style={{ marginTop: 0 }}>
                Subscribe (stays up to date)
              </Typography.Title>
              {feedUrl ? (
                <Space.Compact style={{ width: '100%' }}>
                  <Input readOnly value={feedUrl} aria-label="Calendar subscription link" onFocus={(e) => e.target.select()} />
                  <Button icon={<CopyOutlined />} onClick={() => void copy(feedUrl)}>
                    Copy
                  </Button>
                  <Button
                    icon={<LinkOutlined />}
                    href={feedUrl}
                    aria-label="Open in calendar app"
                    onClick={() => toast({ title: 'Success!', description: CALENDAR_SUCCESS })}
                  />
                </Space.Compact>
              ) : (
                <Alert
                  type="info"
                  showIcon
                  title={feedActive ? 'Your private calendar link is already set up.' : 'Your calendar subscription is turned off.'}
                  description={
                    feedActive
                      ? 'For your privacy it is only shown when it is made. Lost it? Make a new one; the old link stops working.'
                      : 'Make a new link to subscribe again.'
                  }
                />
              )}
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }}>
                Add this private link once in Google Calendar (Other calendars → From URL), Apple Calendar or Outlook; it carries all your
                plans. Keep it to yourself.
              </Typography.Paragraph>
              <Space wrap style={{ marginTop: 8 }}>
                <Button size="small" icon={<ReloadOutlined />} loading={rotating} onClick={() => void rotate()}>
                  {feedUrl ? 'Replace link' : 'Make a new link'}
                </Button>
                {feedActive && (
                  <Popconfirm
                    title="Turn off the subscription link?"
                    description="Calendars using it stop updating."
                    okText="Turn off"
                    onConfirm={() => turnOff()}
                  >
                    <Button size="small" danger icon={<DisconnectOutlined />}>
                      Turn off link
                    </Button>
                  </Popconfirm>
                )}
              </Space>
            </div>
            <MyMealsFeed onCopy={(url) => void copy(url)} />
          </Flex>
        )}
      </Modal>
    </>
  );
}
