import styled from 'styled-components';
import { noticeCss } from '../Alert/notice-styles.ts';
import { dismissButtonCss } from '../Button/dismiss-button-css.ts';
import type { NoticeType } from '../Alert/notice-type.ts';
import { useToasts } from './use-toasts.ts';

export interface ToastRegionProps {
  /** Accessible name of the region, already translated, e.g. 'Notifications'. */
  label: string;
  /** Accessible name of each toast's × button, already translated, e.g. 'Dismiss'. */
  dismissLabel: string;
}

// §4: toasts sit top-right.
const Region = styled.section`
  position: fixed;
  top: ${({ theme }) => theme.space.md};
  right: ${({ theme }) => theme.space.md};
  z-index: ${({ theme }) => theme.zIndex.toast};
  width: min(24rem, calc(100vw - 2 * ${({ theme }) => theme.space.md}));
  pointer-events: none;
`;

const List = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $type: NoticeType }>`
  ${noticeCss}
  align-items: center;
  justify-content: space-between;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.overlay};
  pointer-events: auto;
`;

const DismissButton = styled.button`
  ${dismissButtonCss}
  width: 2rem;
  height: 2rem;
  font-size: ${({ theme }) => theme.font.size.lg};

  &:hover {
    background: ${({ theme }) => theme.color.surfaceAlt};
  }
`;

/** Shows the toasts of the nearest <ToastProvider>, newest on top. */
export function ToastRegion({ label, dismissLabel }: ToastRegionProps) {
  const { toasts, dismissToast } = useToasts();
  return (
    <Region aria-label={label}>
      <List>
        {toasts.map((toast) => (
          <Item key={toast.id} $type={toast.type} data-type={toast.type}>
            <span role={toast.type === 'error' ? 'alert' : 'status'}>{toast.message}</span>
            <DismissButton type="button" aria-label={dismissLabel} onClick={() => dismissToast(toast.id)}>
              <span aria-hidden="true">×</span>
            </DismissButton>
          </Item>
        ))}
      </List>
    </Region>
  );
}
