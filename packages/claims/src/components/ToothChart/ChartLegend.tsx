// What the tooth chart's marks mean, drawn with the same marks (decoration)
// beside words (what screen readers read).
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const Swatch = styled.svg`
  flex: none;
  width: 1.5rem;
  height: 1.5rem;

  & .worked {
    fill: ${({ theme }) => theme.color.brand};
    stroke: ${({ theme }) => theme.color.text};
    stroke-width: 2;
  }

  & .ring {
    fill: none;
    stroke: ${({ theme }) => theme.color.brand};
    stroke-width: 2;
  }

  & .plain {
    fill: ${({ theme }) => theme.color.surface};
    stroke: ${({ theme }) => theme.color.border};
  }

  & .band {
    fill: none;
    stroke: ${({ theme }) => theme.color.accent};
    stroke-width: 6;
    stroke-dasharray: 6 3;
  }
`;

export function ChartLegend() {
  const { t } = useTranslation('claims');
  return (
    <List>
      <Item>
        <Swatch viewBox="0 0 24 24" aria-hidden="true">
          <circle className="ring" cx="12" cy="12" r="10.5" />
          <circle className="worked" cx="12" cy="12" r="7" />
        </Swatch>
        {t('toothChart.legend.worked')}
      </Item>
      <Item>
        <Swatch viewBox="0 0 24 24" aria-hidden="true">
          <circle className="plain" cx="12" cy="12" r="7" />
        </Swatch>
        {t('toothChart.legend.none')}
      </Item>
      <Item>
        <Swatch viewBox="0 0 24 24" aria-hidden="true">
          <path className="band" d="M 2 18 Q 12 2 22 18" />
        </Swatch>
        {t('toothChart.legend.region')}
      </Item>
    </List>
  );
}
