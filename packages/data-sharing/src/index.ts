// Feature package: data sharing — what the member takes with them. The shell
// composes these into /profile (connected apps, "Download my data").
export { ConnectedApps } from './components/ConnectedApps/ConnectedApps.tsx';
export { DownloadMyData, type DownloadMyDataProps } from './components/DownloadMyData/DownloadMyData.tsx';
