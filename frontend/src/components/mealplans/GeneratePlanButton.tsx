import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, type ButtonProps } from 'antd';
import { useJobRun } from '../../jobs/useJobRun';
import { WaitingForService } from '../jobs/WaitingForService';

/**
 * 'Generate New Plan': starts plan generation through the app's job tracker and shows its progress.
 * The run is the tracker's, so every such button (on any screen, or after a reload) shows it running
 * and cannot start a second one. The screens select the new plan with `useJobOutcome('plan', ...)`.
 */
export function GeneratePlanButton({ label = 'Generate New Plan', ...button }: { label?: string } & Omit<ButtonProps, 'onClick'>) {
  const { start, running, progress, waitingFor } = useJobRun('plan');
  return (
    <Flex vertical gap={4} align="stretch">
      <Button type="primary" icon={<ThunderboltOutlined />} loading={running} onClick={() => void start({})} {...button}>
        {running ? 'Generating...' : label}
      </Button>
      {running && (
        <Progress percent={Math.round(progress)} size="small" aria-label="Plan generation progress" data-testid="generation-progress" />
      )}
      {running && <WaitingForService waitingFor={waitingFor} />}
    </Flex>
  );
}
