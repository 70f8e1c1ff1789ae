import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { dismissButtonCss } from '../Button/dismiss-button-css.ts';
import { noticeCss, noticeTitleCss } from './notice-styles.ts';
import type { NoticeType } from './notice-type.ts';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  type: NoticeType;
  /** Bold first line in the type's colour. */
  title?: ReactNode;
  children?: ReactNode;
  /** Makes the alert dismissible (e.g. the §2 paperless banner): called by its × button. */
  onDismiss?: () => void;
  /** Accessible name of the × button, already translated, e.g. 'Dismiss'. Needed with onDismiss. */
  dismissLabel?: string;
}

const Box = styled.div<{ $type: NoticeType }>`
  ${noticeCss}
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const Title = styled.p<{ $type: NoticeType }>`
  ${noticeTitleCss}
`;

const DismissButton = styled.button`
  ${dismissButtonCss}
  width: 2.75rem;
  height: 2.75rem;
  margin: -${({ theme }) => theme.space.xs} -${({ theme }) => theme.space.sm} 0 0;
  font-size: ${({ theme }) => theme.font.size.lg};

  &:hover {
    background: ${({ theme }) => theme.color.surface};
  }
`;

/**
 * An inline message. Errors are announced at once (role alert); the other
 * types politely (role status). With onDismiss it gets a × button.
 */
export function Alert({ type, title, children, onDismiss, dismissLabel, ...rest }: AlertProps) {
  return (
    <Box {...rest} role={type === 'error' ? 'alert' : 'status'} $type={type} data-type={type}>
      <Body>
        {title ? <Title $type={type}>{title}</Title> : null}
        {children ? <div>{children}</div> : null}
      </Body>
      {onDismiss ? (
        <DismissButton type="button" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </DismissButton>
      ) : null}
    </Box>
  );
}
