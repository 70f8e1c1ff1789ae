import styled from 'styled-components';

/**
 * A figure, date or one-word status kept on one line: the ui-kit table lets
 * cell text break anywhere (long names never widen a phone screen), which
 * would otherwise split "$1,180.00" into "$1,180.0" and "0".
 */
export const NoWrap = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

/** Text that may wrap between words but never inside one ("Preventive", not "Preventi" + "ve"). */
export const WholeWords = styled.span`
  overflow-wrap: normal;
`;
