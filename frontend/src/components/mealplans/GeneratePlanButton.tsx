import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Flex, Progress, type ButtonProps } from 'antd';
import { useGeneratePlan } from './useGeneratePlan';

/** Starts plan generation and shows the job's progress while it runs. */
export function GeneratePlanButton({ onGenerated, label = 'Generate New Plan', ...button }: { onGenerated: (id: string) => void; label?: string } & Omit<ButtonProps, 'onClick'>) {
  const { start, running, progress } = useGeneratePlan(onGenerated);
  return (
    <Flex vertical gap={4} align="stretch">
      <Button type="primary" icon={<ThunderboltOutlined />} loading={running} onClick={() => void start()} {...button}>
        {running ? 'Generating...' : label}
      </Button>
      {running && <Progress percent={Math.round(progress)} size="small" aria-label="Plan generation progress" data-testid="generation-progress" />}
    </Flex>
  );
}
