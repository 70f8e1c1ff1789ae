import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { PageLayout } from './PageLayout.tsx';

describe('PageLayout', () => {
  it('puts header, main and footer landmarks in order', () => {
    renderWithTheme(
      <PageLayout skipLinkLabel="Skip to main content" header={<header>Logo</header>} footer={<footer>© 2025</footer>}>
        <h1>Dashboard</h1>
      </PageLayout>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('Logo');
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { name: 'Dashboard' }));
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025');
  });

  it('offers a skip link as the first Tab stop, pointing at main', async () => {
    const user = userEvent.setup();
    renderWithTheme(
      <PageLayout skipLinkLabel="Skip to main content" header={<header><a href="/">Home</a></header>}>
        content
      </PageLayout>,
    );
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', `#${screen.getByRole('main').id}`);
  });
});
