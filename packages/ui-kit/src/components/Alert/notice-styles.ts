import { css } from 'styled-components';
import type { NoticeType } from './notice-type.ts';

/** Notice chrome: a status-coloured edge on the alternate surface; text stays body colour. */
export const noticeCss = css<{ $type: NoticeType }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.surfaceAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-left: 6px solid ${({ theme, $type }) => theme.color[$type === 'error' ? 'danger' : $type]};
  border-radius: ${({ theme }) => theme.radius.sm};
`;

export const noticeTitleCss = css<{ $type: NoticeType }>`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, $type }) => theme.color[$type === 'error' ? 'danger' : $type]};
`;
