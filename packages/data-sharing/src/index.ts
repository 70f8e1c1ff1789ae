// Feature package: data sharing — what the member takes with them. The shell
// composes these into /profile (connected apps, "Download my data") and
// beside the dashboard's ID card (wallet buttons).
export { ConnectedApps } from './components/ConnectedApps/ConnectedApps.tsx';
export { DownloadMyData, type DownloadMyDataProps } from './components/DownloadMyData/DownloadMyData.tsx';
export { WalletButtons, type WalletButtonsProps } from './components/WalletButtons/WalletButtons.tsx';
