// The ID card in a phone wallet: which wallets the site offers, the Apple
// Wallet pass (.pkpass) and the Save to Google Wallet link of a coverage line.
import type { GoogleWalletLinkResponse, WalletPassOptionsResponse } from '@portal/contract';
import { callPath, callRoutes } from '@portal/contract/routes';
import type { Spdc } from '@portal/core';
import type { ApiContextValue } from '../api-context.tsx';
import type { DownloadedFile } from '../download/downloaded-file.ts';
import { todayFileDate } from '../download/today-file-date.ts';
import { spdcBody } from './spdc-body.ts';

export interface WalletPassOptions {
  apple: boolean;
  google: boolean;
}

export async function getWalletPassOptions({ client, subsidiary }: ApiContextValue, signal?: AbortSignal): Promise<WalletPassOptions> {
  const route = callRoutes.getWalletPassOptions;
  const answer = await client.request<Omit<WalletPassOptionsResponse, 'status'>>(route.method, callPath(route.path, { subsidiary }), { signal });
  return { apple: answer.data.apple, google: answer.data.google };
}

export function downloadAppleWalletPass({ client, subsidiary }: ApiContextValue, spdc: Spdc): Promise<DownloadedFile> {
  const route = callRoutes.getAppleWalletPass;
  return client.download(route.method, callPath(route.path, { subsidiary }), {
    body: spdcBody(spdc),
    accept: 'application/vnd.apple.pkpass, application/json',
    fallbackFileName: `${subsidiary}-id-card-${todayFileDate()}.pkpass`,
  });
}

/** The https://pay.google.com/gp/v/save/… link that adds the card to Google Wallet. */
export async function getGoogleWalletLink({ client, subsidiary }: ApiContextValue, spdc: Spdc): Promise<string> {
  const route = callRoutes.getGoogleWalletLink;
  const answer = await client.request<Omit<GoogleWalletLinkResponse, 'status'>>(route.method, callPath(route.path, { subsidiary }), { body: spdcBody(spdc) });
  return answer.data.saveUrl;
}
