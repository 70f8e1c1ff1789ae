// Checks rendered objects against the Kubernetes API's own schemas, offline, in
// two ways that catch different mistakes:
// - kubernetes-models' validate(): the official OpenAPI schemas compiled to JSON
//   Schema validators — types, formats (quantities, names), required fields;
// - kubernetes-models' TypeScript interfaces, type-checked with each object as an
//   object literal: TypeScript refuses a property the interface does not have. The
//   OpenAPI schemas allow unknown fields (the API server would drop one silently,
//   kubectl's strict validation refuses it), so a misspelt `readinesProbe` or
//   `terminationGracePeriodSecond` passes validate() and is caught only here.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Secret } from 'kubernetes-models/v1/Secret';
import { Service } from 'kubernetes-models/v1/Service';
import ts from 'typescript';
import type { KubernetesObject } from './render-kustomization.ts';

type ModelClass = new (data: never) => { validate(): void };

/** The kinds the base may hold, by `apiVersion/kind`; another kind fails the test until it is added here. */
const models: Record<string, ModelClass> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
};

const describe = (object: KubernetesObject) => `${object.kind}/${object.metadata.name}`;

/** What the JSON Schemas say is wrong with each object (empty when all are valid). */
export function schemaErrors(objects: readonly KubernetesObject[]): string[] {
  return objects.flatMap((object) => {
    const ModelOfKind = models[`${object.apiVersion}/${object.kind}`];
    if (!ModelOfKind) return [`${describe(object)}: no schema for ${object.apiVersion} ${object.kind} (add it to kubernetes-schemas.ts)`];
    try {
      new ModelOfKind(structuredClone(object) as never).validate();
      return [];
    } catch (error) {
      return [`${describe(object)}: ${error instanceof Error ? error.message : String(error)}`];
    }
  });
}

const here = dirname(fileURLToPath(import.meta.url));

/**
 * What TypeScript says about each object typed as its kubernetes-models interface:
 * unknown fields above all, and wrong types.
 */
export function typeErrors(objects: readonly KubernetesObject[]): string[] {
  const known = objects.filter((object) => models[`${object.apiVersion}/${object.kind}`]);
  // One line per object, so a diagnostic's line names its object.
  const imports = known.map(
    (object, index) => `import type { I${object.kind} as T${index} } from 'kubernetes-models/${object.apiVersion}/${object.kind}';`,
  );
  const declarations = known.map((object, index) => `export const object${index}: T${index} = ${JSON.stringify(object)};`);
  // A file that does not exist, beside this one, so that kubernetes-models resolves from here.
  const fileName = join(here, '__rendered-objects__.ts');
  const text = [...imports, ...declarations].join('\n');

  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts'],
    types: [],
    skipLibCheck: true,
  };
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.getSourceFile = (name, languageVersion, ...rest) =>
    name === fileName ? ts.createSourceFile(name, text, languageVersion) : getSourceFile.call(host, name, languageVersion, ...rest);
  host.fileExists = (name) => name === fileName || fileExists.call(host, name);
  host.readFile = (name) => (name === fileName ? text : readFile.call(host, name));

  const program = ts.createProgram([fileName], options, host);
  const source = program.getSourceFile(fileName)!;
  const diagnostics = [...program.getSyntacticDiagnostics(source), ...program.getSemanticDiagnostics(source)];
  return diagnostics.map((diagnostic) => {
    const line = diagnostic.start === undefined ? -1 : source.getLineAndCharacterOfPosition(diagnostic.start).line;
    const object = known[line - imports.length];
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    return object ? `${describe(object)}: ${message}` : message;
  });
}
