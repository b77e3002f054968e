/**
 * Terms of use, in both languages in one page (the page shows the visitor's language first; title,
 * excerpt and SEO fields read "English / Français" and are split the same way). Only
 * p, h2, h3, ul, li, strong, em and a are used, all of which the page sanitizer keeps.
 */
export const TERMS_PAGE = {
  slug: 'terms',
  title: 'Terms of Use / Conditions d’utilisation',
  excerpt:
    'The rules for donating a vehicle and using this site. / Les règles du don de véhicule et de l’utilisation du site.',
  seoTitle: 'Terms of Use / Conditions d’utilisation',
  seoDescription:
    'Rules for donating a vehicle and using this site. / Les règles du don de véhicule et de l’utilisation du site.',
  content: `<section lang="en">
<h2>Terms of Use</h2>
<p>These terms apply to the Vehicle Donation Canada website and to the vehicle donation program it offers. By
using the site or donating a vehicle, you accept them. If you do not agree, please do not use the site.</p>
<h3>1. What we do</h3>
<p>We arrange the free pickup of donated vehicles across Canada, then sell them to licensed dealers, have them
recycled, or deliver them to the charity, for the benefit of the registered charity you choose. The charity,
not Vehicle Donation Canada, issues the official donation receipt.</p>
<h3>2. Your donation</h3>
<ul>
<li>You confirm that you own the vehicle, or have the authority to give it (for example as the executor of an
estate), and that the information you give us is accurate, including any lien, lease or accident.</li>
<li>You may cancel at no cost at any time before pickup. Ownership passes when the vehicle is picked up and the
transfer documents are signed; after that the gift cannot be returned.</li>
<li>Remove your personal belongings and, where your province requires it, your licence plates before pickup. We
are not responsible for items left in the vehicle.</li>
</ul>
<h3>3. Values, receipts and tax</h3>
<p>The value shown by our calculator is an estimate, not an appraisal, and does not set the amount of your
receipt. The receipt states the vehicle's fair market value when it was picked up, established and documented
as the Canada Revenue Agency requires. We do not give tax advice; ask a tax professional about your own
situation.</p>
<h3>4. Your tracking code</h3>
<p>The access code we send you lets anyone who has it see the progress of your donation. Keep it private, as you
would a password.</p>
<h3>5. Accounts for charities, dealers and staff</h3>
<p>Keep your password secret and tell us at once if you think someone else has used your account. Dealers bid in
their own name; a winning bid is a commitment to pay for and collect the vehicle as the auction describes.
We may suspend an account that is used against these terms.</p>
<h3>6. Acceptable use</h3>
<ul>
<li>Do not use the site for anything unlawful, or to submit a vehicle you are not entitled to give.</li>
<li>Do not try to read information that is not yours, to guess access codes, or to get around security limits.</li>
<li>Do not overload the site with automated requests.</li>
</ul>
<h3>7. Articles and the chat assistant</h3>
<p>Blog articles give general information. The chat assistant answers automatically and can be wrong; check
anything important with our team before you rely on it.</p>
<h3>8. Liability</h3>
<p>We provide the site with care but cannot promise that it will always be available or free of errors. To the
extent the law allows, we are not liable for indirect losses. Nothing in these terms limits the rights you have
under the consumer protection laws of your province or territory.</p>
<h3>9. Changes and applicable law</h3>
<p>We may update these terms; the date of the last change appears on this page. These terms are governed by the
laws of Ontario and the federal laws of Canada that apply there; residents of Quebec keep the protection of
Quebec law.</p>
<h3>10. Contact</h3>
<p>Questions about these terms: <a href="mailto:support@vehicledonation.ca">support@vehicledonation.ca</a>.</p>
</section>
<section lang="fr">
<h2>Conditions d’utilisation</h2>
<p>Les présentes conditions s’appliquent au site Vehicle Donation Canada et au programme de don de véhicules
qu’il offre. En utilisant le site ou en donnant un véhicule, vous les acceptez. Si vous ne les acceptez pas,
veuillez ne pas utiliser le site.</p>
<h3>1. Ce que nous faisons</h3>
<p>Nous organisons le remorquage gratuit des véhicules donnés partout au Canada, puis nous les vendons à des
commerçants autorisés, les faisons recycler ou les remettons à l’organisme, au profit de l’organisme de
bienfaisance enregistré de votre choix. C’est l’organisme de bienfaisance, et non Vehicle Donation Canada, qui
délivre le reçu officiel de don.</p>
<h3>2. Votre don</h3>
<ul>
<li>Vous confirmez être propriétaire du véhicule, ou avoir le pouvoir de le donner (par exemple à titre de
liquidateur d’une succession), et que les renseignements fournis sont exacts, y compris tout prêt, location ou
accident.</li>
<li>Vous pouvez annuler sans frais en tout temps avant le remorquage. La propriété est transférée au remorquage,
une fois les documents de transfert signés; le don ne peut ensuite être rendu.</li>
<li>Retirez vos effets personnels et, si votre province l’exige, votre plaque avant le remorquage. Nous ne
sommes pas responsables des objets laissés dans le véhicule.</li>
</ul>
<h3>3. Valeurs, reçus et impôts</h3>
<p>La valeur donnée par notre calculateur est une estimation, et non une évaluation; elle ne fixe pas le montant
du reçu. Le reçu indique la juste valeur marchande du véhicule au moment du remorquage, établie et documentée
comme l’exige l’Agence du revenu du Canada. Nous ne donnons pas de conseils fiscaux; consultez un
professionnel pour votre situation.</p>
<h3>4. Votre code de suivi</h3>
<p>Le code d’accès que nous vous envoyons permet à quiconque le détient de suivre votre don. Gardez-le
confidentiel, comme un mot de passe.</p>
<h3>5. Comptes des organismes, des commerçants et du personnel</h3>
<p>Gardez votre mot de passe secret et avisez-nous sans délai si vous croyez qu’une autre personne a utilisé
votre compte. Les commerçants misent en leur propre nom; une mise gagnante les engage à payer et à récupérer le
véhicule selon les modalités de l’encan. Nous pouvons suspendre un compte utilisé contrairement aux présentes
conditions.</p>
<h3>6. Utilisation acceptable</h3>
<ul>
<li>N’utilisez pas le site à des fins illégales, ni pour offrir un véhicule que vous n’avez pas le droit de
donner.</li>
<li>N’essayez pas de consulter des renseignements qui ne vous concernent pas, de deviner des codes d’accès ou de
contourner les limites de sécurité.</li>
<li>Ne surchargez pas le site de requêtes automatisées.</li>
</ul>
<h3>7. Articles et assistant de clavardage</h3>
<p>Les articles du blogue donnent de l’information générale. L’assistant de clavardage répond automatiquement
et peut se tromper; vérifiez auprès de notre équipe toute information importante avant de vous y fier.</p>
<h3>8. Responsabilité</h3>
<p>Nous offrons le site avec soin, sans pouvoir garantir qu’il soit toujours disponible ou exempt d’erreurs. Dans
la mesure permise par la loi, nous ne sommes pas responsables des pertes indirectes. Rien dans les présentes ne
limite les droits que vous accordent les lois sur la protection du consommateur de votre province ou
territoire, dont la Loi sur la protection du consommateur du Québec.</p>
<h3>9. Modifications et droit applicable</h3>
<p>Nous pouvons modifier ces conditions; la date de la dernière modification figure sur cette page. Elles sont
régies par les lois de l’Ontario et les lois fédérales du Canada qui s’y appliquent; les résidents du Québec
conservent la protection des lois du Québec.</p>
<h3>10. Nous joindre</h3>
<p>Questions sur ces conditions : <a href="mailto:support@vehicledonation.ca">support@vehicledonation.ca</a>.</p>
</section>`,
};
