import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render-with-theme.tsx';
import { Card } from './Card.tsx';

describe('Card', () => {
  it('is a region named by its title, at the heading level asked for', () => {
    renderWithTheme(
      <Card title="Dental benefits" headingLevel={3}>
        Annual maximum $1,500
      </Card>,
    );
    const region = screen.getByRole('region', { name: 'Dental benefits' });
    expect(region).toHaveTextContent('Annual maximum $1,500');
    expect(screen.getByRole('heading', { level: 3, name: 'Dental benefits' })).toBeInTheDocument();
  });

  it('without a title is a plain container, not a landmark', () => {
    renderWithTheme(<Card>Content</Card>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  it('while busy shows a loading overlay and is marked busy', () => {
    renderWithTheme(
      <Card title="ID card" busyLabel="Downloading your ID card">
        <button type="button">Download</button>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'ID card' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Downloading your ID card');
  });
});
