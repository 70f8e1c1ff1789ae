// The Kubernetes base (deploy/kubernetes), rendered here as `kubectl apply -k`
// would render it, every object checked against the Kubernetes schemas offline,
// then held to what the server and its image need: where it may write, which
// routes say live and ready, how long it drains, which secrets it reads, which
// hosts it answers.
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { partners } from '@portal/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { schemaErrors, typeErrors } from './kubernetes-schemas.ts';
import { renderKustomization, type KubernetesObject, type RenderedKustomization } from './render-kustomization.ts';

const deployDir = import.meta.dirname;
const baseDir = join(deployDir, 'kubernetes');
const repoRoot = join(deployDir, '..');
const readRepoFile = (path: string) => readFile(join(repoRoot, path), 'utf8');

// Loose views of the objects: the schemas above have checked their shapes.
interface Container {
  name: string;
  image: string;
  command?: string[];
  ports?: { name?: string; containerPort: number }[];
  env?: { name: string; value?: string; valueFrom?: { secretKeyRef?: { name: string; key: string } } }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  securityContext?: {
    runAsNonRoot?: boolean;
    readOnlyRootFilesystem?: boolean;
    allowPrivilegeEscalation?: boolean;
    privileged?: boolean;
    capabilities?: { drop?: string[]; add?: string[] };
  };
  livenessProbe?: Probe;
  readinessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] } } };
  volumeMounts?: { name: string; mountPath: string; readOnly?: boolean }[];
}
interface Probe {
  httpGet?: { path: string; port: string | number };
  timeoutSeconds?: number;
}
interface PodSpec {
  containers: Container[];
  initContainers?: Container[];
  restartPolicy?: string;
  automountServiceAccountToken?: boolean;
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  volumes?: { name: string; emptyDir?: object }[];
}
interface PodTemplate {
  metadata: { labels: Record<string, string> };
  spec: PodSpec;
}

let rendered: RenderedKustomization;

function only<Body = { spec: Record<string, unknown> }>(kind: string): KubernetesObject & Body {
  const matches = rendered.objects.filter((object) => object.kind === kind);
  expect(matches.map((object) => object.metadata.name), `exactly one ${kind}`).toHaveLength(1);
  return matches[0] as KubernetesObject & Body;
}
const podTemplateOf = (object: { spec: Record<string, unknown> }) => object.spec.template as PodTemplate;
const serverPod = () => podTemplateOf(only('Deployment'));
const migrationPod = () => podTemplateOf(only('Job'));
const serverContainer = () => serverPod().spec.containers[0]!;
const selects = (selector: Record<string, string>, labels: Record<string, string>) =>
  Object.keys(selector).length > 0 && Object.entries(selector).every(([key, value]) => labels[key] === value);

// The server's secrets (apps/server/src/config.ts, src/storage/config.ts, the DCE token): never a plain value.
const secretVariables = [
  'DATABASE_URL', 'COOKIE_KEYS', 'KEY_ENCRYPTION_SECRET', 'DCE_TOKEN_SECRET',
  'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'SMTP_URL', 'SMTP_PASSWORD',
];

/** KEY=value lines of an env file (as `kubectl create secret --from-env-file` reads it). */
function envFileKeys(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => line.slice(0, line.indexOf('=')));
}

beforeAll(async () => {
  rendered = await renderKustomization(baseDir);
});

describe('the kustomize base renders', () => {
  it('loads every manifest of the folder and no other, one object per kind it needs', async () => {
    const manifests = (await readdir(baseDir)).filter((file) => file.endsWith('.yaml') && file !== 'kustomization.yaml');
    expect([...rendered.resourceFiles].sort()).toEqual(manifests.sort());
    // So the test cannot pass by rendering nothing.
    expect(rendered.resourceFiles).toHaveLength(7);
    expect(rendered.objects.map((object) => object.kind).sort()).toEqual(
      ['ConfigMap', 'Deployment', 'HorizontalPodAutoscaler', 'Ingress', 'Job', 'PodDisruptionBudget', 'Service'],
    );
  });

  it('every object is valid against the Kubernetes OpenAPI schemas (kubernetes-models)', () => {
    expect(schemaErrors(rendered.objects)).toEqual([]);
  });

  it('no object has a field the Kubernetes API does not know (as kubectl --validate=strict refuses)', () => {
    expect(typeErrors(rendered.objects)).toEqual([]);
  });

  it('applies the namespace, the part-of label on objects and pods, and the one image to the server and the Job', () => {
    for (const object of rendered.objects) {
      expect(object.metadata.namespace, object.kind).toBe('member-portal');
      expect(object.metadata.labels?.['app.kubernetes.io/part-of'], object.kind).toBe('member-portal');
    }
    expect(serverPod().metadata.labels['app.kubernetes.io/part-of']).toBe('member-portal');
    expect(migrationPod().metadata.labels['app.kubernetes.io/part-of']).toBe('member-portal');
    expect(serverContainer().image).toBe('registry.example.com/member-portal:1.0.0');
    // The migrations come from the same build as the code that expects their schema.
    expect(migrationPod().spec.containers[0]!.image).toBe(serverContainer().image);
  });
});

describe('the server Deployment', () => {
  it('runs three copies, never below them during a rollout', () => {
    const deployment = only('Deployment');
    expect(deployment.spec.replicas).toBe(3);
    expect(deployment.spec.strategy).toMatchObject({ type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 0 } });
    // The API server refuses a selector that its own pods do not match.
    expect(selects((deployment.spec.selector as { matchLabels: Record<string, string> }).matchLabels, serverPod().metadata.labels)).toBe(true);
  });

  it('every container (server and migrations) runs as the image user, read-only, without privileges', async () => {
    // The image's user (Dockerfile: USER node, uid 1000 in the node images).
    expect(await readRepoFile('Dockerfile')).toMatch(/^USER node$/m);
    for (const pod of [serverPod(), migrationPod()]) {
      expect(pod.spec.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
      expect(pod.spec.automountServiceAccountToken).toBe(false);
      for (const container of [...pod.spec.containers, ...(pod.spec.initContainers ?? [])]) {
        expect(container.securityContext, container.name).toMatchObject({
          readOnlyRootFilesystem: true,
          allowPrivilegeEscalation: false,
          capabilities: { drop: ['ALL'] },
        });
        expect(container.securityContext?.privileged ?? false).toBe(false);
        expect(container.securityContext?.capabilities?.add ?? []).toEqual([]);
      }
    }
  });

  it('every container has CPU and memory requests and limits', () => {
    for (const container of [serverContainer(), migrationPod().spec.containers[0]!]) {
      for (const bound of ['requests', 'limits'] as const) {
        expect(Object.keys(container.resources?.[bound] ?? {}).sort(), `${container.name} ${bound}`).toEqual(['cpu', 'memory']);
      }
    }
  });

  it('can write where the server writes, and only there: DATA_DIR and /tmp are emptyDir volumes', async () => {
    const dataDir = /DATA_DIR=(\S+)/.exec(await readRepoFile('Dockerfile'))?.[1];
    expect(dataDir).toBe('/app/data');
    const volumes = new Map((serverPod().spec.volumes ?? []).map((volume) => [volume.name, volume]));
    const mounts = serverContainer().volumeMounts ?? [];
    expect(mounts.map((mount) => mount.mountPath).sort()).toEqual([dataDir, '/tmp'].sort());
    for (const mount of mounts) expect(volumes.get(mount.name)?.emptyDir, mount.mountPath).toBeDefined();
    for (const mount of migrationPod().spec.containers[0]!.volumeMounts ?? []) {
      expect(migrationPod().spec.volumes?.find((volume) => volume.name === mount.name)?.emptyDir).toBeDefined();
    }
  });

  it('listens on the image port, and its probes ask the server health routes on it', async () => {
    const dockerfile = await readRepoFile('Dockerfile');
    const port = Number(/PORT=(\d+)/.exec(dockerfile)?.[1]);
    expect(port).toBe(8080);
    const ports = serverContainer().ports ?? [];
    expect(ports).toEqual([expect.objectContaining({ name: 'http', containerPort: port })]);

    const healthRoutes = await readRepoFile('apps/server/src/health/health-routes.ts');
    const { livenessProbe, readinessProbe, startupProbe } = serverContainer();
    for (const [probe, path] of [
      [livenessProbe, '/health/live'],
      [startupProbe, '/health/live'],
      [readinessProbe, '/health/ready'],
    ] as const) {
      expect(healthRoutes).toContain(`app.get('${path}'`);
      expect(probe?.httpGet?.path).toBe(path);
      expect([port, 'http']).toContain(probe?.httpGet?.port);
    }
    // /health/ready gives each dependency 2 s; the probe must wait longer than that.
    expect(readinessProbe?.timeoutSeconds ?? 1).toBeGreaterThan(2);
  });

  it('stops gracefully: out of the endpoints first, then the server drains, all within the grace period', async () => {
    const shutdown = await readRepoFile('apps/server/src/health/graceful-shutdown.ts');
    const drainMs = Number(/drainMs = ([\d_]+)/.exec(shutdown)?.[1]?.replaceAll('_', ''));
    expect(drainMs).toBeGreaterThan(0);
    const preStop = serverContainer().lifecycle?.preStop?.exec?.command ?? [];
    expect(preStop[0]).toBe('sleep');
    const preStopSeconds = Number(preStop[1]);
    expect(preStopSeconds).toBeGreaterThan(0);
    expect(serverPod().spec.terminationGracePeriodSeconds ?? 30).toBeGreaterThan(preStopSeconds + drainMs / 1000);
  });

  it('has the production settings the server refuses to start without, secrets by reference only', async () => {
    const configMap = only<{ data: Record<string, string> }>('ConfigMap');
    const container = serverContainer();
    expect(container.envFrom).toEqual([{ configMapRef: { name: configMap.metadata.name } }]);
    const environment = new Map<string, string | undefined>(Object.entries(configMap.data));
    for (const variable of container.env ?? []) environment.set(variable.name, variable.value);

    // apps/server/src/config.ts: production needs these, an https origin and an explicit TRUST_PROXY.
    for (const name of ['DATABASE_URL', 'PUBLIC_ORIGIN', 'COOKIE_KEYS', 'KEY_ENCRYPTION_SECRET', 'TRUST_PROXY']) {
      expect(environment.has(name), name).toBe(true);
    }
    expect(configMap.data.NODE_ENV).toBe('production');
    expect(configMap.data.PUBLIC_ORIGIN).toMatch(/^https:\/\//);
    expect(configMap.data.TRUST_PROXY).toBe('true');
    // apps/server/src/storage/config.ts: copies share no disk, so uploads go to S3, which needs all of these.
    expect(configMap.data.UPLOAD_STORAGE).toBe('s3');
    for (const name of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']) expect(environment.has(name), name).toBe(true);
    // Email in production needs its From.
    expect(environment.has('SMTP_URL') && environment.has('SMTP_FROM')).toBe(true);

    for (const name of secretVariables) expect(Object.keys(configMap.data), `${name} in the ConfigMap`).not.toContain(name);
  });

  it('reads every secret from the Secret by reference, and the example secret file lists exactly those keys', async () => {
    expect(rendered.objects.filter((object) => object.kind === 'Secret'), 'no Secret (with values) in the base').toEqual([]);
    const references = new Set<string>();
    for (const container of [serverContainer(), migrationPod().spec.containers[0]!]) {
      for (const variable of container.env ?? []) {
        if (secretVariables.includes(variable.name)) {
          expect(variable.value, `${container.name} ${variable.name}`).toBeUndefined();
          expect(variable.valueFrom?.secretKeyRef, `${container.name} ${variable.name}`).toEqual({
            name: 'member-portal-secrets',
            key: variable.name,
          });
        }
        if (variable.valueFrom?.secretKeyRef) references.add(variable.valueFrom.secretKeyRef.key);
      }
      for (const source of container.envFrom ?? []) expect(source.secretRef?.name ?? 'member-portal-secrets').toBe('member-portal-secrets');
    }
    const example = await readFile(join(baseDir, 'secrets.example.env'), 'utf8');
    expect(envFileKeys(example).sort()).toEqual([...references].sort());
  });
});

describe('around the Deployment', () => {
  it('the Service sends to the server pods, on their port, and not to the migration Job', () => {
    const service = only('Service');
    const selector = service.spec.selector as Record<string, string>;
    expect(selects(selector, serverPod().metadata.labels)).toBe(true);
    expect(selects(selector, migrationPod().metadata.labels)).toBe(false);
    const ports = service.spec.ports as { name: string; targetPort: string | number }[];
    for (const port of ports) {
      expect(serverContainer().ports?.some((containerPort) => [containerPort.name, containerPort.containerPort].includes(port.targetPort))).toBe(true);
    }
  });

  it('the Ingress answers exactly the three brand hosts of PUBLIC_ORIGIN, with TLS for all of them, to the Service', () => {
    const configMap = only<{ data: Record<string, string> }>('ConfigMap');
    const host = new URL(configMap.data.PUBLIC_ORIGIN!).hostname;
    // apps/server/src/config.ts: alic at PUBLIC_ORIGIN, every other partner at `{partner}.` before its host.
    const brandHosts = partners.map((partner) => (partner === 'alic' ? host : `${partner}.${host}`)).sort();
    expect(brandHosts).toHaveLength(3);

    const ingress = only('Ingress');
    const rules = ingress.spec.rules as { host: string; http: { paths: { path: string; backend: { service: { name: string; port: { name?: string; number?: number } } } }[] } }[];
    expect(rules.map((rule) => rule.host).sort()).toEqual(brandHosts);
    const tls = ingress.spec.tls as { hosts: string[]; secretName: string }[];
    expect(tls.flatMap((entry) => entry.hosts).sort()).toEqual(brandHosts);
    for (const entry of tls) expect(entry.secretName).toBeTruthy();

    const service = only('Service');
    const servicePorts = (service.spec.ports as { name: string; port: number }[]);
    for (const rule of rules) {
      for (const { path, backend } of rule.http.paths) {
        expect(path).toBe('/');
        expect(backend.service.name).toBe(service.metadata.name);
        expect(servicePorts.some((port) => port.name === backend.service.port.name || port.port === backend.service.port.number)).toBe(true);
      }
    }
  });

  it('the PodDisruptionBudget and the HorizontalPodAutoscaler act on the server Deployment', () => {
    const deployment = only('Deployment');
    const budget = only('PodDisruptionBudget');
    const budgetSelector = (budget.spec.selector as { matchLabels: Record<string, string> }).matchLabels;
    expect(selects(budgetSelector, serverPod().metadata.labels)).toBe(true);
    expect(selects(budgetSelector, migrationPod().metadata.labels)).toBe(false);

    const autoscaler = only('HorizontalPodAutoscaler');
    expect(autoscaler.spec.scaleTargetRef).toEqual({ apiVersion: deployment.apiVersion, kind: 'Deployment', name: deployment.metadata.name });
    expect(autoscaler.spec.minReplicas).toBe(deployment.spec.replicas);
    expect(autoscaler.spec.maxReplicas as number).toBeGreaterThan(autoscaler.spec.minReplicas as number);
    // A drain may take one copy away and still leave more than one.
    expect(budget.spec.maxUnavailable).toBe(1);
    // The HPA measures CPU as a share of the request: without one it cannot scale.
    expect(serverContainer().resources?.requests?.cpu).toBeDefined();
  });

  it('the migration Job runs the server build migration entry once, bounded, with the database URL only', async () => {
    const job = only('Job');
    const container = migrationPod().spec.containers[0]!;
    expect(container.command).toEqual(['node', 'dist/migrate.js']);
    // apps/server/tsup.config.ts builds dist/migrate.js from apps/server/migrate.ts.
    expect(await readRepoFile('apps/server/tsup.config.ts')).toMatch(/migrate: 'migrate\.ts'/);
    expect(migrationPod().spec.restartPolicy).toBe('Never');
    expect(job.spec.backoffLimit).toBeGreaterThanOrEqual(0);
    expect(job.spec.activeDeadlineSeconds).toBeGreaterThan(0);
    expect(container.env?.filter((variable) => variable.valueFrom).map((variable) => variable.name)).toEqual(['DATABASE_URL']);
  });
});

describe('the renderer', () => {
  it('refuses a kustomization field it does not render, rather than ignoring it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'kustomization-'));
    try {
      await writeFile(join(folder, 'kustomization.yaml'), 'apiVersion: kustomize.config.k8s.io/v1beta1\nkind: Kustomization\nnamePrefix: x-\nresources: []\n');
      await expect(renderKustomization(folder)).rejects.toThrow(/namePrefix is not rendered/);
      await writeFile(join(folder, 'kustomization.yaml'), 'kind: Kustomization\nresources: [missing.yaml]\n');
      await expect(renderKustomization(folder)).rejects.toThrow();
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
