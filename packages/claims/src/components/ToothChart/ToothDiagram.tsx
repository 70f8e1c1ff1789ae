// The SVG tooth chart — adult teeth 1–32 on the outer arches,
// baby teeth A–T inside them, quadrant and arch work as dashed bands outside.
// Teeth that had work are filled and ringed (not colour alone); each is one
// roving Tab stop (arrow keys between them) that opens its details with
// Enter, Space or a click. Teeth without work are drawing only (aria-hidden).
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { chartSize, regionPath, sideLabels, toothPositions, type ToothPosition } from '../../lib/tooth-layout.ts';
import { toothSite, type RegionCode } from '../../lib/tooth-numbering.ts';
import type { ToothWork } from '../../lib/tooth-work.ts';
import { useRovingFocus } from './use-roving-focus.ts';
import { useSiteName } from './use-site-name.ts';

export interface ToothDiagramProps {
  /** Work by site, in chart order (workBySite). */
  sites: ReadonlyMap<string, readonly ToothWork[]>;
  /** The site whose details are open. */
  openSite: string | undefined;
  onToggle: (code: string) => void;
  onClose: () => void;
  /** Ids of the chart's caption, keyboard hint and details panel. */
  labelledBy: string;
  describedBy: string;
  detailsId: string;
}

const Svg = styled.svg`
  display: block;
  width: 100%;
  max-width: 30rem;
  height: auto;
  margin-inline: auto;
  font-family: ${({ theme }) => theme.font.family.body};
`;

const Site = styled.g`
  cursor: pointer;
  outline: none;

  & .focus-ring {
    visibility: hidden;
    fill: none;
    stroke: ${({ theme }) => theme.color.focus};
  }

  &:focus-visible .focus-ring,
  &[aria-expanded='true'] .focus-ring {
    visibility: visible;
  }
`;

const PlainTooth = styled.circle`
  fill: ${({ theme }) => theme.color.surface};
  stroke: ${({ theme }) => theme.color.border};
  stroke-width: 1;
`;

const PlainLabel = styled.text`
  fill: ${({ theme }) => theme.color.textMuted};
  font-size: 11px;
`;

const WorkedTooth = styled.circle`
  fill: ${({ theme }) => theme.color.brand};
  stroke: ${({ theme }) => theme.color.text};
  stroke-width: 2;
`;

const WorkedRing = styled.circle`
  fill: none;
  stroke: ${({ theme }) => theme.color.brand};
  stroke-width: 2;
`;

const WorkedLabel = styled.text`
  fill: ${({ theme }) => theme.color.brandContrast};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Band = styled.path`
  fill: none;
  stroke: ${({ theme }) => theme.color.accent};
  stroke-width: 8;
  stroke-dasharray: 10 4;
`;

const SideLabel = styled.text`
  fill: ${({ theme }) => theme.color.textMuted};
  font-size: 12px;
`;

const centred = { textAnchor: 'middle', dominantBaseline: 'central' } as const;

export function ToothDiagram({ sites, openSite, onToggle, onClose, labelledBy, describedBy, detailsId }: ToothDiagramProps) {
  const { t } = useTranslation('claims');
  const siteName = useSiteName();
  const marked = [...sites.keys()];
  const roving = useRovingFocus(marked.length);

  const siteProps = (code: string) => {
    const index = marked.indexOf(code);
    const count = sites.get(code)?.length ?? 0;
    return {
      ref: roving.refOf(index),
      role: 'button',
      tabIndex: roving.tabIndexOf(index),
      'aria-label': t('toothChart.item', { site: siteName(code), count }),
      'aria-expanded': openSite === code,
      'aria-controls': detailsId,
      'data-site': code,
      onFocus: roving.onFocusOf(index),
      onClick: () => onToggle(code),
      onKeyDown: (event: KeyboardEvent) => {
        if (roving.onKeyDown(event)) return;
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onToggle(code);
        } else if (event.key === 'Escape') {
          onClose();
        }
      },
    };
  };

  const workedTooth = ({ code, x, y, r }: ToothPosition) => (
    <Site key={code} {...siteProps(code)}>
      <circle className="focus-ring" cx={x} cy={y} r={r + 7} strokeWidth={3} />
      <WorkedRing cx={x} cy={y} r={r + 3.5} />
      <WorkedTooth cx={x} cy={y} r={r} />
      <WorkedLabel x={x} y={y} {...centred}>
        {code}
      </WorkedLabel>
    </Site>
  );

  const regions = marked.filter((code) => toothSite(code)?.kind === 'region') as RegionCode[];

  return (
    <Svg
      viewBox={`0 0 ${chartSize.width} ${chartSize.height}`}
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
    >
      <g aria-hidden="true">
        {toothPositions
          .filter(({ code }) => !sites.has(code))
          .map(({ code, x, y, r }) => (
            <g key={code}>
              <PlainTooth cx={x} cy={y} r={r} />
              <PlainLabel x={x} y={y} {...centred}>
                {code}
              </PlainLabel>
            </g>
          ))}
        <SideLabel x={sideLabels.right.x} y={sideLabels.right.y} textAnchor="middle">
          {t('toothChart.side.right')}
        </SideLabel>
        <SideLabel x={sideLabels.left.x} y={sideLabels.left.y} textAnchor="middle">
          {t('toothChart.side.left')}
        </SideLabel>
      </g>
      {regions.map((code) => (
        <Site key={code} {...siteProps(code)}>
          <path className="focus-ring" d={regionPath(code)} strokeWidth={16} />
          <Band d={regionPath(code)} />
        </Site>
      ))}
      {toothPositions.filter(({ code }) => sites.has(code)).map(workedTooth)}
    </Svg>
  );
}
