import { alicTheme, PortalThemeProvider } from '@portal/ui-kit';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WideTable } from './WideTable.tsx';

function layOut({ scrollWidth, clientWidth }: { scrollWidth: number; clientWidth: number }) {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

function renderWide() {
  return render(
    <PortalThemeProvider theme={alicTheme}>
      <WideTable label="Procedure lines">
        <table>
          <tbody>
            <tr>
              <td>D2391</td>
            </tr>
          </tbody>
        </table>
      </WideTable>
    </PortalThemeProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WideTable', () => {
  it('is a named region keyboard users can focus and scroll while the table overflows', () => {
    layOut({ scrollWidth: 1300, clientWidth: 1100 });
    renderWide();
    expect(screen.getByRole('region', { name: 'Procedure lines' })).toHaveAttribute('tabindex', '0');
  });

  it('adds no tab stop while the table fits', () => {
    layOut({ scrollWidth: 700, clientWidth: 700 });
    renderWide();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
