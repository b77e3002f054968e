import type { DemoPost } from './blog-types';

/** Two articles on official receipts and tax credits: one in English, one in French for Quebec. */
export const RECEIPT_POSTS: DemoPost[] = [
  {
    slug: 'how-tax-receipts-for-donated-vehicles-work',
    title: 'How tax receipts for donated vehicles work in Canada',
    excerpt:
      'Who issues the receipt, how the amount is set, what must be printed on it, and how to claim it on your return.',
    category: 'tax-receipts',
    tags: ['cra', 'tax-credit'],
    publishedDaysAgo: 45,
    seoTitle: 'Tax receipts for donated vehicles in Canada',
    seoDescription:
      'How the fair market value of a donated car is set, what an official CRA donation receipt must show, and how to claim the credit.',
    content: `<p>When you give your vehicle to a registered charity, the charity, not the pickup program, issues the
official donation receipt. Here is how that receipt is put together and what it is worth to you.</p>
<h2>Only a registered charity can issue it</h2>
<p>Official receipts for income tax purposes come from charities registered with the Canada Revenue Agency
(CRA). Every charity on this site is checked against the CRA's list of charities, and a receipt is never issued
for a charity whose registration is revoked or suspended. You can check any charity yourself on
<a href="https://www.canada.ca/en/revenue-agency/services/charities-giving.html">canada.ca/charities-giving</a>.</p>
<h2>The amount is the vehicle's fair market value</h2>
<p>The receipt shows the <strong>fair market value</strong> of the vehicle on the day it was picked up: the price
it would fetch between a willing buyer and a willing seller. For most donated vehicles the best evidence is what a
licensed dealer actually paid for it at auction, or what a recycler paid for it as scrap. When the value is
$1,000 or more, we keep the evidence on file: the auction result, a written offer, or an independent
appraisal (the appraiser's name and address are then printed on the receipt).</p>
<h3>Two rules that can lower the amount</h3>
<ul>
<li><strong>Advantage.</strong> If you receive something in return, its value (the advantage) is subtracted. The
eligible amount on the receipt is the fair market value minus the advantage.</li>
<li><strong>Vehicles owned for less than three years.</strong> Under the Income Tax Act (subsection 248(35)), if
you acquired the vehicle less than three years before the gift, the receipt amount is the lower of its fair market
value and what you paid for it. That is why the donation form asks when you bought the vehicle and for how
much.</li>
</ul>
<h2>What the receipt must show</h2>
<ul>
<li>the words "Official receipt for income tax purposes" and a unique serial number;</li>
<li>the charity's name, Canadian address and registration number, and the place of issue;</li>
<li>the date the gift was received (the pickup date) and the date the receipt was issued;</li>
<li>your full name and address;</li>
<li>a description of the vehicle: year, make, model, VIN and kilometres;</li>
<li>the fair market value, any advantage, and the eligible amount;</li>
<li>the signature of a person the charity authorizes, and the CRA's web address.</li>
</ul>
<p>A receipt is never issued before the vehicle is picked up and valued. It is e-mailed to you as soon as it is
issued, usually two to three weeks after pickup, and stays downloadable from your donor portal.</p>
<h2>Claiming the credit</h2>
<p>Enter the eligible amount of your gifts on Schedule 9 of your federal return (line 34900). The federal credit
is 15% of the first $200 of gifts in the year and 29% of the rest (33% on the part of your income taxed at the
top federal rate). Your province or territory adds its own credit, at its own rates. You may claim gifts up to
75% of your net income, and carry unused amounts forward for up to five years.</p>
<p><em>This article explains general rules; it is not tax advice for your situation.</em></p>`,
  },
  {
    slug: 'donner-sa-voiture-au-quebec',
    language: 'fr',
    title: 'Donner sa voiture au Québec : reçu, SAAQ et crédits d’impôt',
    excerpt:
      'Ce qu’il faut savoir avant de donner un véhicule au Québec : le reçu officiel, le transfert de propriété et les deux crédits d’impôt.',
    category: 'tax-receipts',
    tags: ['quebec', 'tax-credit', 'paperwork'],
    publishedDaysAgo: 20,
    seoTitle: 'Donner sa voiture au Québec : reçu et crédits',
    seoDescription:
      'Reçu officiel, transfert à la SAAQ et crédits d’impôt fédéral et du Québec : le guide pour donner votre véhicule à un organisme de bienfaisance.',
    content: `<p>Vous habitez au Québec et votre voiture ne vous sert plus? En la donnant à un organisme de bienfaisance
enregistré, vous l’aidez concrètement et vous recevez un reçu officiel pour vos impôts. Voici les étapes.</p>
<h2>Le reçu officiel</h2>
<p>C’est l’organisme de bienfaisance qui délivre le reçu, dans la langue que vous avez choisie au moment du don. Le
montant est la <strong>juste valeur marchande</strong> du véhicule le jour du remorquage, appuyée par une preuve :
le prix obtenu à l’encan auprès d’un commerçant autorisé, une offre écrite ou une évaluation indépendante. Si vous
avez acquis le véhicule moins de trois ans avant le don, le montant du reçu est limité au moins élevé de sa valeur
marchande et du prix que vous avez payé.</p>
<p>Le reçu vous est envoyé par courriel dès qu’il est délivré, habituellement deux à trois semaines après le
remorquage, et vous pouvez le télécharger en tout temps à partir du portail des donateurs.</p>
<h2>Le transfert de propriété et la SAAQ</h2>
<ul>
<li>Ayez en main le <strong>certificat d’immatriculation</strong> à votre nom : c’est la preuve que vous pouvez
donner le véhicule.</li>
<li>Si un prêt ou une location est en cours, le créancier doit d’abord radier sa garantie; demandez-lui une
lettre de mainlevée.</li>
<li>Retirez votre plaque avant le remorquage : elle ne part pas avec le véhicule. Informez-vous auprès de la
<a href="https://saaq.gouv.qc.ca">SAAQ</a> sur la façon de la réutiliser ou de la remettre.</li>
<li>N’annulez votre assurance qu’une fois le véhicule remorqué.</li>
</ul>
<h2>Deux crédits d’impôt avec le même reçu</h2>
<p>Au Québec, vous produisez deux déclarations de revenus. Le même reçu vous donne droit au crédit fédéral pour
dons, dans votre déclaration fédérale, et au crédit d’impôt pour dons du Québec, dans votre déclaration
provinciale (TP-1). Le calculateur de valeur du site estime ces deux crédits selon les taux de l’année en
cours.</p>
<p><em>Cet article présente des règles générales et ne remplace pas un conseil fiscal adapté à votre
situation.</em></p>`,
  },
];
