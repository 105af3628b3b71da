import { Flex, InputNumber, Slider, Typography } from 'antd';

interface SliderNumberFieldProps {
  /** The field's name, its heading and the accessible name of both controls. */
  label: string;
  id: string;
  min: number;
  max: number;
  step: number;
  /** Decimals the typed number keeps (0 for whole kcal, 2 for cents). */
  precision: number;
  /** null while the typed box is empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** How the value reads beside the heading and in the slider's tooltip ("2,000 kcal", "$150"). */
  format: (value: number) => string;
  prefix?: string;
  suffix?: string;
  /** What is wrong with the typed value; null when it is fine. */
  error: string | null;
  testId: string;
}

/**
 * A number a person can slide or type: the slider and a number box beside it show one value.
 * The slider moves in its steps; the box takes any value, and a value out of bounds (or empty) is said
 * under it and kept out of the save (the page disables Save) rather than silently clamped.
 */
export function SliderNumberField({
  label,
  id,
  min,
  max,
  step,
  precision,
  value,
  onChange,
  format,
  prefix,
  suffix,
  error,
  testId,
}: SliderNumberFieldProps) {
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  const sliderValue = value === null ? min : Math.min(max, Math.max(min, value));
  return (
    <section aria-labelledby={labelId}>
      <Flex justify="space-between" align="baseline">
        <Typography.Title level={5} style={{ margin: 0 }} id={labelId}>
          {label}
        </Typography.Title>
        <Typography.Text strong data-testid={testId}>
          {value === null || error ? '—' : format(value)}
        </Typography.Text>
      </Flex>
      <Flex gap={16} align="center" wrap className="fc-slider-number">
        <Slider
          min={min}
          max={max}
          step={step}
          value={sliderValue}
          onChange={onChange}
          tooltip={{ formatter: (v) => format(v ?? min) }}
          aria-labelledby={labelId}
          style={{ flex: '1 1 200px', margin: '10px 6px' }}
        />
        <InputNumber<number>
          id={id}
          aria-labelledby={labelId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          status={error ? 'error' : undefined}
          // no min/max here: antd would clamp a typed 5000 to 4000 on blur, unseen; the error says it instead
          step={step}
          precision={precision}
          prefix={prefix}
          suffix={suffix}
          value={value}
          onChange={onChange}
          style={{ width: 140 }}
        />
      </Flex>
      {error && (
        <Typography.Text id={errorId} type="danger" role="alert" style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      )}
    </section>
  );
}
