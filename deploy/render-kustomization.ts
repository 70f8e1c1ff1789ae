// Renders a kustomization the way `kubectl kustomize` does, for the few fields
// the base uses — kubectl is not needed to test it, and no kustomize binary can
// be installed from the npm registry. Any other field is refused, so the base
// cannot use one that this renderer would silently ignore.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';

export interface KubernetesObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  [field: string]: unknown;
}

export interface RenderedKustomization {
  /** The files of `resources`, in order, as written there. */
  readonly resourceFiles: readonly string[];
  /** Every object of those files, transformed. */
  readonly objects: readonly KubernetesObject[];
}

interface LabelsEntry {
  pairs: Record<string, string>;
  includeSelectors?: boolean;
  includeTemplates?: boolean;
}

interface ImageEntry {
  name: string;
  newName?: string;
  newTag?: string;
  digest?: string;
}

const understoodFields = new Set(['apiVersion', 'kind', 'namespace', 'labels', 'resources', 'images']);

// Kinds whose objects live in a namespace; a cluster-wide kind would need the
// namespace transformer to leave it alone, which this renderer does not do.
const namespacedKinds = new Set([
  'ConfigMap', 'Deployment', 'Service', 'Ingress', 'PodDisruptionBudget', 'HorizontalPodAutoscaler', 'Job',
  'CronJob', 'Secret', 'ServiceAccount', 'NetworkPolicy', 'StatefulSet', 'DaemonSet', 'ReplicaSet',
]);

// kustomize's metadataLabelsFieldSpecs: where `includeTemplates` puts the labels besides metadata.labels.
const templateLabelPaths: Record<string, readonly (readonly string[])[]> = {
  Deployment: [['spec', 'template', 'metadata', 'labels']],
  ReplicaSet: [['spec', 'template', 'metadata', 'labels']],
  DaemonSet: [['spec', 'template', 'metadata', 'labels']],
  StatefulSet: [['spec', 'template', 'metadata', 'labels']],
  Job: [['spec', 'template', 'metadata', 'labels']],
  CronJob: [
    ['spec', 'jobTemplate', 'metadata', 'labels'],
    ['spec', 'jobTemplate', 'spec', 'template', 'metadata', 'labels'],
  ],
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The object at `path` under `root`, made where missing (kustomize's `create: true`). */
function recordAt(root: Record<string, unknown>, path: readonly string[]): Record<string, unknown> {
  let here = root;
  for (const key of path) {
    if (here[key] === undefined) here[key] = {};
    const next = here[key];
    if (!isRecord(next)) throw new Error(`${path.join('.')}: ${key} is not a mapping`);
    here = next;
  }
  return here;
}

function parseYamlDocuments(text: string, file: string): KubernetesObject[] {
  const objects: KubernetesObject[] = [];
  for (const document of parseAllDocuments(text, { uniqueKeys: true, prettyErrors: false })) {
    const problems = [...document.errors, ...document.warnings];
    if (problems.length > 0) throw new Error(`${file}: ${problems.map((problem) => problem.message).join('; ')}`);
    const value: unknown = document.toJS();
    if (value === null) continue; // an empty document (a lone `---`)
    if (!isRecord(value) || typeof value.apiVersion !== 'string' || typeof value.kind !== 'string' || !isRecord(value.metadata)) {
      throw new Error(`${file}: every document must be a Kubernetes object with apiVersion, kind and metadata`);
    }
    if (typeof value.metadata.name !== 'string') throw new Error(`${file}: a ${value.kind} without metadata.name`);
    objects.push(value as KubernetesObject);
  }
  return objects;
}

function applyNamespace(object: KubernetesObject, namespace: string): void {
  if (!namespacedKinds.has(object.kind)) {
    throw new Error(`${object.kind}/${object.metadata.name}: the renderer does not know whether a ${object.kind} is namespaced`);
  }
  object.metadata.namespace = namespace;
}

function applyLabels(object: KubernetesObject, entry: LabelsEntry): void {
  if (entry.includeSelectors) throw new Error('labels: includeSelectors is not rendered here (and selectors cannot change once applied)');
  Object.assign(recordAt(object, ['metadata', 'labels']), entry.pairs);
  if (!entry.includeTemplates) return;
  for (const path of templateLabelPaths[object.kind] ?? []) Object.assign(recordAt(object, path), entry.pairs);
}

/** `registry/name:tag@digest` → `registry/name` (a port in the registry is not a tag). */
function imageName(image: string): string {
  const withoutDigest = image.split('@')[0]!;
  const lastSlash = withoutDigest.lastIndexOf('/');
  const lastColon = withoutDigest.lastIndexOf(':');
  return lastColon > lastSlash ? withoutDigest.slice(0, lastColon) : withoutDigest;
}

function newImage(image: string, entry: ImageEntry): string {
  const name = entry.newName ?? imageName(image);
  if (entry.digest) return `${name}@${entry.digest}`;
  if (entry.newTag) return `${name}:${entry.newTag}`;
  // Only the name changes: the tag or digest written in the manifest stays.
  return `${name}${image.slice(imageName(image).length)}`;
}

// Like kustomize's image transformer: every containers[] and initContainers[] image, at any depth.
function applyImages(node: unknown, entries: readonly ImageEntry[]): void {
  if (Array.isArray(node)) {
    for (const item of node) applyImages(item, entries);
    return;
  }
  if (!isRecord(node)) return;
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'containers' || key === 'initContainers') && Array.isArray(value)) {
      for (const container of value) {
        if (!isRecord(container) || typeof container.image !== 'string') continue;
        const entry = entries.find((candidate) => candidate.name === imageName(container.image as string));
        if (entry) container.image = newImage(container.image, entry);
      }
    }
    applyImages(value, entries);
  }
}

export async function renderKustomization(directory: string): Promise<RenderedKustomization> {
  const kustomization: unknown = parse(await readFile(join(directory, 'kustomization.yaml'), 'utf8'), { uniqueKeys: true });
  if (!isRecord(kustomization) || kustomization.kind !== 'Kustomization') throw new Error('kustomization.yaml: not a Kustomization');
  for (const field of Object.keys(kustomization)) {
    if (!understoodFields.has(field)) throw new Error(`kustomization.yaml: ${field} is not rendered by this test's renderer; teach it first`);
  }
  const resources = kustomization.resources;
  if (!Array.isArray(resources) || !resources.every((file): file is string => typeof file === 'string')) {
    throw new Error('kustomization.yaml: resources must be a list of files');
  }

  const objects: KubernetesObject[] = [];
  for (const file of resources) {
    if (file.includes('://') || !(await stat(join(directory, file))).isFile()) {
      throw new Error(`kustomization.yaml: ${file} is not a file here (remote bases and directories are not rendered)`);
    }
    objects.push(...parseYamlDocuments(await readFile(join(directory, file), 'utf8'), file));
  }

  const { namespace, labels = [], images = [] } = kustomization as { namespace?: string; labels?: LabelsEntry[]; images?: ImageEntry[] };
  for (const object of objects) {
    if (namespace !== undefined) applyNamespace(object, namespace);
    for (const entry of labels) applyLabels(object, entry);
  }
  applyImages(objects, images);
  return { resourceFiles: resources, objects };
}
