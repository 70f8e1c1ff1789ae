// The text of a plan document (certificate of coverage, summary of benefits,
// amendment, rider) in English and Spanish, filled in with the plan's facts.
// §1: individual and group plans show different documents: an individual
// plan's certificate is the member's own policy (free look, renewal).
// §9: pretreatment estimates valid 12 months; vision exam every 12 months,
// glasses or contacts per benefit year; vision claims take 7 to 10 business days.
import type { ProductType } from '@portal/core';
import type { DocumentLanguage, PlanDocumentSection } from '../../documents/index.ts';
import type { PlanDocumentType } from './repository.ts';

export interface PlanFacts {
  documentType: PlanDocumentType;
  productType: ProductType;
  planKind: 'group' | 'individual';
  planName: string;
  sponsor: string;
  groupPolicyNumber: string;
  networkName: string;
  /** MM/DD/YYYY, as printed */
  effectiveDate: string;
}

type Sections = (facts: PlanFacts) => PlanDocumentSection[];

const section = (heading: string, ...paragraphs: string[]): PlanDocumentSection => ({ heading, paragraphs });

const usingBenefits: Record<DocumentLanguage, Record<ProductType, Sections>> = {
  en: {
    dental: (f) => [section('How to use your benefits',
      `You may see any licensed dentist. Dentists in the ${f.networkName} network accept the plan's fees, so you pay less and they send the claim for you.`,
      'Ask your dentist for a pretreatment estimate before treatment over $300. An estimate is valid for 12 months.')],
    vision: (f) => [section('How to use your benefits',
      'An eye exam is covered once every 12 months. Glasses or contact lenses are covered once per benefit year.',
      `Providers in the ${f.networkName} network bill the plan directly. Out of network, submit a vision claim with your itemized receipt; claims take 7 to 10 business days.`)],
    lasik: (f) => [section('How to use your benefits',
      `Surgeons in the ${f.networkName} network give members a discount on LASIK. Tell the surgeon's office you are a member when you book your consultation.`)],
  },
  es: {
    dental: (f) => [section('Cómo usar sus beneficios',
      `Puede consultar a cualquier dentista autorizado. Los dentistas de la red ${f.networkName} aceptan las tarifas del plan, por lo que usted paga menos y ellos envían la reclamación por usted.`,
      'Pida a su dentista un presupuesto previo al tratamiento antes de un tratamiento de más de $300. El presupuesto es válido por 12 meses.')],
    vision: (f) => [section('Cómo usar sus beneficios',
      'Un examen de la vista está cubierto una vez cada 12 meses. Los anteojos o lentes de contacto están cubiertos una vez por año de beneficios.',
      `Los proveedores de la red ${f.networkName} facturan directamente al plan. Fuera de la red, envíe una reclamación de la vista con su recibo detallado; las reclamaciones tardan de 7 a 10 días hábiles.`)],
    lasik: (f) => [section('Cómo usar sus beneficios',
      `Los cirujanos de la red ${f.networkName} ofrecen a los miembros un descuento en LASIK. Diga en el consultorio que es miembro cuando reserve su consulta.`)],
  },
};

const texts: Record<DocumentLanguage, {
  groupIntro: Sections; individualIntro: Sections; whoIsCovered: Sections; startAndEnd: Sections; individualTerms: Sections;
  claims: Sections; summary: Sections; amendment: Sections; rider: Sections;
}> = {
  en: {
    groupIntro: (f) => [section('About this certificate',
      `This certificate describes the benefits of the ${f.planName} plan that ${f.sponsor} provides under group policy ${f.groupPolicyNumber}, effective ${f.effectiveDate}. It replaces any certificate issued to you before that date.`)],
    individualIntro: (f) => [section('About this policy',
      `This is your individual policy for the ${f.planName} plan, effective ${f.effectiveDate}. It is offered at work through ${f.sponsor}, but it belongs to you: you applied for it with your enrollment application and you pay its premium.`)],
    whoIsCovered: () => [section('Who is covered',
      'You, your spouse or domestic partner, and your children up to age 26 are covered once enrolled.',
      'A child who cannot support themselves because of a disability stays covered past age 26.')],
    startAndEnd: () => [section('When coverage starts and ends',
      'Coverage starts on the date shown on your ID card. It ends when you leave the group, stop paying your share of the premium, or the group policy ends.',
      'You may be able to continue your coverage for a time under federal or state law; your employer will tell you how.')],
    individualTerms: () => [
      section('Free look', 'You may return this policy within 10 days of receiving it for a full refund of any premium paid.'),
      section('Renewal', 'The policy renews every year as long as premiums are paid. We may change premiums on a renewal date with 31 days\' written notice.'),
    ],
    claims: () => [section('Claims and appeals',
      'Network providers send claims for you; otherwise send the claim within 12 months of the service.',
      'If a claim is denied, you may appeal in writing within 180 days of the explanation of benefits. We answer within 30 days.')],
    summary: (f) => [section('About this summary',
      `This summary gives the main features of the ${f.planName} plan from ${f.effectiveDate}. The certificate of coverage governs if the two differ.`)],
    amendment: (f) => [
      section('What changes', `From ${f.effectiveDate}, this amendment updates the certificate of the ${f.planName} plan: telehealth visits with a network provider are covered like office visits, and the appeal period is 180 days.`),
      section('Everything else stays the same', 'All other terms of your certificate of coverage stay the same.'),
    ],
    rider: (f) => [section('What this rider adds',
      f.productType === 'dental'
        ? `This rider adds orthodontic treatment for children under 19 to the ${f.planName} policy: the plan pays 50% up to a lifetime maximum of $1,500 per child.`
        : `This rider adds an allowance of $150 for contact lenses in place of glasses once per benefit year to the ${f.planName} policy.`)],
  },
  es: {
    groupIntro: (f) => [section('Acerca de este certificado',
      `Este certificado describe los beneficios del plan ${f.planName} que ${f.sponsor} ofrece mediante la póliza de grupo ${f.groupPolicyNumber}, vigente desde el ${f.effectiveDate}. Reemplaza cualquier certificado emitido antes de esa fecha.`)],
    individualIntro: (f) => [section('Acerca de esta póliza',
      `Esta es su póliza individual del plan ${f.planName}, vigente desde el ${f.effectiveDate}. Se ofrece en el trabajo a través de ${f.sponsor}, pero le pertenece a usted: la solicitó con su solicitud de inscripción y usted paga la prima.`)],
    whoIsCovered: () => [section('Quién está cubierto',
      'Usted, su cónyuge o pareja de hecho y sus hijos hasta los 26 años están cubiertos una vez inscritos.',
      'Un hijo que no puede mantenerse por una discapacidad sigue cubierto después de los 26 años.')],
    startAndEnd: () => [section('Cuándo empieza y termina la cobertura',
      'La cobertura empieza en la fecha que aparece en su tarjeta de identificación. Termina cuando usted deja el grupo, deja de pagar su parte de la prima o termina la póliza de grupo.',
      'Es posible que pueda continuar su cobertura por un tiempo según la ley federal o estatal; su empleador le dirá cómo.')],
    individualTerms: () => [
      section('Período de revisión', 'Puede devolver esta póliza dentro de los 10 días de recibirla y se le reembolsará toda prima pagada.'),
      section('Renovación', 'La póliza se renueva cada año mientras se paguen las primas. Podemos cambiar las primas en una fecha de renovación con 31 días de aviso por escrito.'),
    ],
    claims: () => [section('Reclamaciones y apelaciones',
      'Los proveedores de la red envían las reclamaciones por usted; de lo contrario, envíe la reclamación dentro de los 12 meses del servicio.',
      'Si se niega una reclamación, puede apelar por escrito dentro de los 180 días de la explicación de beneficios. Respondemos dentro de 30 días.')],
    summary: (f) => [section('Acerca de este resumen',
      `Este resumen presenta las características principales del plan ${f.planName} desde el ${f.effectiveDate}. Si difieren, prevalece el certificado de cobertura.`)],
    amendment: (f) => [
      section('Qué cambia', `Desde el ${f.effectiveDate}, esta enmienda actualiza el certificado del plan ${f.planName}: las visitas de telesalud con un proveedor de la red se cubren como visitas al consultorio y el plazo de apelación es de 180 días.`),
      section('Todo lo demás sigue igual', 'Todos los demás términos de su certificado de cobertura siguen igual.'),
    ],
    rider: (f) => [section('Qué agrega esta cláusula',
      f.productType === 'dental'
        ? `Esta cláusula agrega a la póliza ${f.planName} el tratamiento de ortodoncia para niños menores de 19 años: el plan paga el 50 % hasta un máximo de por vida de $1,500 por niño.`
        : `Esta cláusula agrega a la póliza ${f.planName} una asignación de $150 para lentes de contacto en lugar de anteojos una vez por año de beneficios.`)],
  },
};

export function planDocumentSections(facts: PlanFacts, language: DocumentLanguage): PlanDocumentSection[] {
  const t = texts[language];
  const benefits = usingBenefits[language][facts.productType];
  switch (facts.documentType) {
    case 'certificate':
      return facts.planKind === 'individual'
        ? [...t.individualIntro(facts), ...t.individualTerms(facts), ...t.whoIsCovered(facts), ...benefits(facts), ...t.claims(facts)]
        : [...t.groupIntro(facts), ...t.whoIsCovered(facts), ...t.startAndEnd(facts), ...benefits(facts), ...t.claims(facts)];
    case 'planSummary':
      return [...t.summary(facts), ...benefits(facts), ...t.claims(facts)];
    case 'amendment':
      return t.amendment(facts);
    case 'rider':
      return t.rider(facts);
  }
}
