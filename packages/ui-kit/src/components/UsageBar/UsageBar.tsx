import { useId } from 'react';
import styled from 'styled-components';
import { usageFraction } from './usage-fraction.ts';

export interface UsageBarProps {
  /** What is measured, e.g. 'Annual maximum'. */
  label: string;
  used: number;
  total: number;
  /** Already formatted and translated, e.g. '$650.00 used'. */
  usedText: string;
  /** e.g. '$850.00 remaining'. */
  remainingText: string;
  /** e.g. '$1,500.00 total'; shown after the label. */
  totalText?: string;
}

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Heading = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const Label = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

// The track's border keeps the bar visible (WCAG 1.4.11) even when nothing is used.
const Track = styled.div`
  height: 0.75rem;
  overflow: hidden;
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.pill};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.color.brand};
  border-radius: inherit;
`;

const Figures = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A labelled meter of money used against a limit (deductible, annual or
 * lifetime maximum). The figures are visible text and the meter's value
 * text, so screen readers get the numbers, not only a percentage.
 */
export function UsageBar({ label, used, total, usedText, remainingText, totalText }: UsageBarProps) {
  const labelId = useId();
  const fraction = usageFraction(used, total);
  const max = Number.isFinite(total) && total > 0 ? total : 0;
  const now = max > 0 ? Math.min(Math.max(used, 0), max) : 0;

  return (
    <Figure>
      <Heading>
        <Label id={labelId}>{label}</Label>
        {totalText ? <Muted>{totalText}</Muted> : null}
      </Heading>
      <Track
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={now}
        aria-valuetext={`${usedText}, ${remainingText}`}
        data-empty={max === 0 || undefined}
      >
        <Fill style={{ width: `${(fraction * 100).toFixed(2)}%` }} />
      </Track>
      <Figures>
        <span>{usedText}</span>
        <Muted>{remainingText}</Muted>
      </Figures>
    </Figure>
  );
}
