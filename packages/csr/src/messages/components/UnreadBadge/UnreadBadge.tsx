// The word 'Unread' in a pill: a message's state is read in words and weight,
// never by colour alone.
import styled from 'styled-components';

export const UnreadBadge = styled.span`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5rem;
  color: ${({ theme }) => theme.color.brandContrast};
  background: ${({ theme }) => theme.color.brand};
  border-radius: ${({ theme }) => theme.radius.pill};
  white-space: nowrap;
`;
