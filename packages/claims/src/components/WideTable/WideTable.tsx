// A table too wide for the column it sits in (the twelve columns of a claim's
// procedure lines, whose figures and words never break) scrolls sideways
// inside its own frame on a wide screen, never the page. While it overflows,
// the frame is a named, focusable region so keyboard users can scroll it too
// (WCAG 2.1.1); at ≤ 768 px the ui-kit table shows cards and nothing overflows.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';

const Frame = styled.div`
  overflow-x: auto;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export interface WideTableProps {
  /** The region's name while it scrolls (the table's caption). */
  label: string;
  children: ReactNode;
}

export function WideTable({ label, children }: WideTableProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [overflows, setOverflows] = useState(false);

  useEffect(() => {
    const frame = ref.current;
    if (!frame || typeof ResizeObserver === 'undefined') return;
    const measure = () => setOverflows(frame.scrollWidth > frame.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(frame);
    measure();
    return () => observer.disconnect();
  }, []);

  return (
    <Frame
      ref={ref}
      {...(overflows ? { role: 'region', 'aria-label': label, tabIndex: 0 } : {})}
    >
      {children}
    </Frame>
  );
}
