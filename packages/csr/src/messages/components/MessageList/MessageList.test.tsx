import type { MemberMessage } from '@portal/api-client';
import { mockMemberMessages } from '@portal/api-client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderCsr } from '../../../test/render-csr.tsx';
import { MessageList } from './MessageList.tsx';

function renderList(canMark: boolean, messages: readonly MemberMessage[] = mockMemberMessages) {
  const onMark = vi.fn();
  renderCsr(<MessageList messages={messages} canMark={canMark} onMark={onMark} />, { path: '/messages' });
  return onMark;
}

describe('MessageList', () => {
  it('keeps each text closed until its title is opened, and closes it again', async () => {
    const user = userEvent.setup();
    renderList(true);
    const paperless = screen.getByRole('button', { name: /Your paperless settings were changed/ });
    const text = 'How you receive your plan documents was changed. You can review it in your paperless settings.';
    expect(screen.getByText(text)).not.toBeVisible();
    await user.click(paperless);
    expect(screen.getByText(text)).toBeVisible();
    expect(paperless).toHaveAttribute('aria-controls', screen.getByText(text).closest('[id]')!.id);
    await user.click(paperless);
    expect(screen.getByText(text)).not.toBeVisible();
  });

  it('asks to mark an unread message read when it is opened, once', async () => {
    const user = userEvent.setup();
    const onMark = renderList(true);
    const document = screen.getByRole('button', { name: /A new document is ready/ });
    await user.click(document);
    await user.click(document);
    expect(onMark).toHaveBeenCalledTimes(1);
    expect(onMark).toHaveBeenCalledWith(expect.objectContaining({ id: '13' }), true);
  });

  it('offers Mark as unread on an open read message only', async () => {
    const user = userEvent.setup();
    const onMark = renderList(true);
    await user.click(screen.getByRole('button', { name: /Your password was changed/ }));
    await user.click(screen.getByRole('button', { name: 'Mark as unread' }));
    expect(onMark).toHaveBeenCalledWith(expect.objectContaining({ id: '11' }), false);
  });

  it('never marks for a reader who may not (customer service)', async () => {
    const user = userEvent.setup();
    const onMark = renderList(false);
    await user.click(screen.getByRole('button', { name: /A new document is ready/ }));
    await user.click(screen.getByRole('button', { name: /Your password was changed/ }));
    expect(screen.queryByRole('button', { name: 'Mark as unread' })).toBeNull();
    expect(onMark).not.toHaveBeenCalled();
  });

  it('words every kind of message with its values', () => {
    renderList(false, [
      { id: '1', kind: 'emailChanged', sentAt: '2026-11-10T12:00:00.000Z', read: true, params: { newEmail: 'maria@example.com' } },
      { id: '2', kind: 'secondFactorChanged', sentAt: '2026-11-09T12:00:00.000Z', read: true, params: {} },
      { id: '3', kind: 'customerServiceChange', sentAt: '2026-11-08T12:00:00.000Z', read: true, params: {} },
    ]);
    expect(screen.getByText(/We will write to you at maria@example.com from now on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Your sign-in security was changed/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Customer service changed your account/ })).toBeInTheDocument();
  });
});
