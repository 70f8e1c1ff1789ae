import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { noticeCss, noticeTitleCss } from './notice-styles.ts';
import type { NoticeType } from './notice-type.ts';

export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'role'> {
  type: NoticeType;
  /** Bold first line in the type's colour. */
  title?: ReactNode;
  children?: ReactNode;
}

const Box = styled.div<{ $type: NoticeType }>`
  ${noticeCss}
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const Title = styled.p<{ $type: NoticeType }>`
  ${noticeTitleCss}
`;

/**
 * An inline message. Errors are announced at once (role alert); the other
 * types politely (role status).
 */
export function Alert({ type, title, children, ...rest }: AlertProps) {
  return (
    <Box {...rest} role={type === 'error' ? 'alert' : 'status'} $type={type} data-type={type}>
      {title ? <Title $type={type}>{title}</Title> : null}
      {children ? <div>{children}</div> : null}
    </Box>
  );
}
