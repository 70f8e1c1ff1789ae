// Outside production, without a pass certificate configured, the server makes
// its own at first start and keeps it in the data folder: a development CA in
// the place of Apple's WWDR certificate, and a pass signing certificate it
// issued. Passes signed with it verify against it, but no device trusts it
// (README: "Wallet passes").
import { generateKeyPairSync } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import forge from 'node-forge';

export interface PassCertificates {
  /** The signing certificate (PEM). */
  signerCert: string;
  /** Its private key (PEM). */
  signerKey: string;
  signerKeyPassphrase?: string;
  /** The intermediate that issued it (Apple WWDR in production), PEM. */
  wwdr: string;
}

const files = { signerCert: 'pass-signer.pem', signerKey: 'pass-signer-key.pem', wwdr: 'development-wwdr.pem' } as const;

function certificate(subject: forge.pki.CertificateField[], issuer: forge.pki.CertificateField[], publicKeyPem: string, signingKeyPem: string, ca: boolean) {
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKeyPem);
  cert.serialNumber = `0${forge.util.bytesToHex(forge.random.getBytesSync(8))}`;
  cert.validity.notBefore = new Date(Date.now() - 60_000);
  cert.validity.notAfter = new Date(Date.now() + 5 * 365 * 24 * 3600_000);
  cert.setSubject(subject);
  cert.setIssuer(issuer);
  cert.setExtensions(ca
    ? [{ name: 'basicConstraints', cA: true }, { name: 'keyUsage', keyCertSign: true, cRLSign: true }]
    : [{ name: 'basicConstraints', cA: false }, { name: 'keyUsage', digitalSignature: true }]);
  cert.sign(forge.pki.privateKeyFromPem(signingKeyPem), forge.md.sha256.create());
  return forge.pki.certificateToPem(cert);
}

const rsaPair = () => generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs1', format: 'pem' } });

/** A new development CA and a pass signing certificate issued by it for `passTypeIdentifier`. */
export function createDevelopmentPassCertificates(passTypeIdentifier: string, teamIdentifier: string): PassCertificates {
  const caKeys = rsaPair();
  const caName = [{ name: 'commonName', value: 'Member portal development pass CA (not trusted by devices)' }];
  const wwdr = certificate(caName, caName, caKeys.publicKey, caKeys.privateKey, true);
  const signerKeys = rsaPair();
  const signerName = [
    { name: 'commonName', value: `Pass Type ID: ${passTypeIdentifier}` },
    { type: '0.9.2342.19200300.100.1.1', value: passTypeIdentifier }, // UID, as Apple's pass certificates carry it
    { shortName: 'OU', value: teamIdentifier },
  ];
  return { wwdr, signerCert: certificate(signerName, caName, signerKeys.publicKey, caKeys.privateKey, false), signerKey: signerKeys.privateKey };
}

async function readCertificates(directory: string): Promise<PassCertificates> {
  const [signerCert, signerKey, wwdr] = await Promise.all([files.signerCert, files.signerKey, files.wwdr].map((name) => readFile(join(directory, name), 'utf8')));
  return { signerCert: signerCert!, signerKey: signerKey!, wwdr: wwdr! };
}

/**
 * The development certificates in `directory`, made there the first time. Written
 * in a folder of their own and renamed into place, so copies starting at once
 * (tests in parallel) never mix one's key with another's certificate.
 */
export async function developmentPassCertificates(directory: string, passTypeIdentifier: string, teamIdentifier: string): Promise<PassCertificates> {
  try {
    return await readCertificates(directory);
  } catch {
    const made = createDevelopmentPassCertificates(passTypeIdentifier, teamIdentifier);
    await mkdir(dirname(directory), { recursive: true });
    const staging = await mkdtemp(`${directory}-`);
    await Promise.all([
      writeFile(join(staging, files.signerCert), made.signerCert),
      writeFile(join(staging, files.signerKey), made.signerKey, { mode: 0o600 }),
      writeFile(join(staging, files.wwdr), made.wwdr),
    ]);
    try {
      await rename(staging, directory);
      return made;
    } catch {
      // Another copy got there first: theirs is the one.
      await rm(staging, { recursive: true, force: true });
      return readCertificates(directory);
    }
  }
}
