/**
 * Privacy policy, in both languages in one page (title, excerpt and SEO fields read "English /
 * Français", which the pages feature splits by the visitor's language). It describes what this
 * product actually stores; the retention period matches the `receipts.retentionDays` default.
 */
export const PRIVACY_PAGE = {
  slug: 'privacy',
  title: 'Privacy Policy / Politique de confidentialité',
  excerpt:
    'What we collect, why, who sees it, how long we keep it, and your rights. / Ce que nous recueillons, pourquoi, qui y a accès, combien de temps nous le gardons et vos droits.',
  seoTitle: 'Privacy Policy / Politique de confidentialité',
  seoDescription:
    'What we collect, why, who sees it and your rights under PIPEDA. / Ce que nous recueillons, pourquoi, qui y a accès et vos droits (LPRPDE).',
  content: `<section lang="en">
<h2>Privacy Policy</h2>
<p>Vehicle Donation Canada protects the personal information of donors, charities, dealers and visitors under the
<em>Personal Information Protection and Electronic Documents Act</em> (PIPEDA) and, for Quebec residents, the
<em>Act respecting the protection of personal information in the private sector</em>. This policy says what we
store, why, who sees it and for how long.</p>
<h3>What we collect</h3>
<ul>
<li><strong>When you donate:</strong> your name, address, e-mail address and phone number; the vehicle's year,
make, model, trim, kilometres, condition, VIN, liens and accidents; the year and price of purchase if you give
them; your pickup preferences, the charity you choose and your comments; and, if you tick the box, your consent to
news, with the wording you saw and the time.</li>
<li><strong>As your donation progresses:</strong> each status change with the name of the staff member who made
it, pickup and towing details, the valuation and its evidence, and notes of our calls.</li>
<li><strong>Messages:</strong> a copy of every e-mail we send you is kept in our outbox, including your tracking
link, so that our team can see what you received.</li>
<li><strong>Access codes:</strong> your tracking code, how many times it was used and when it was last used. The
one-time codes that prove you own an e-mail address are stored only in scrambled (hashed) form and expire
quickly.</li>
<li><strong>Receipts:</strong> the official receipt issued by the charity, a fingerprint of the file to prove it
was not altered, and the information printed on it.</li>
<li><strong>Accounts:</strong> for charity, dealer and staff accounts, the name, user name, e-mail address, a
hashed password, and the IP address and browser of signed-in sessions.</li>
<li><strong>Chat:</strong> the messages you write to the chat assistant. When an outside AI service is configured,
your messages are sent to it to produce the answers.</li>
</ul>
<p>We use your IP address to limit repeated attempts (sign-in, tracking codes). The site sets a session cookie
only when you sign in, keeps your language and chat preferences in your browser, and uses no advertising or
tracking cookies.</p>
<h3>Why we use it</h3>
<p>To arrange the pickup, keep you informed, let the charity issue your receipt, run the dealer auction, prevent
fraud, and meet our legal obligations. We send news only if you agreed to it.</p>
<h3>Who sees it</h3>
<ul>
<li>The charity you chose, for your receipt and its records.</li>
<li>The towing company, for the pickup: your name, address, phone number and the vehicle.</li>
<li>Approved dealers see the vehicle's description, condition and location, never your name or contact
details.</li>
<li>Service providers that host the site or deliver our e-mails, bound to protect it.</li>
<li>Authorities, when the law requires it (for example the Canada Revenue Agency reviewing a receipt).</li>
</ul>
<p><strong>We never sell or rent your personal information.</strong></p>
<h3>How long we keep it</h3>
<p>Donation records and receipts are kept until the end of the calendar year of the donation plus 2,555 days
(about seven years) by default. That is longer than the minimum periods the Canada Revenue Agency sets for
charities (two years for copies of receipts, six years for the financial records that support them), so your
receipt can still be found if the gift is reviewed.</p>
<h3>Your rights</h3>
<p>You may ask to see the personal information we hold about you, to correct it, or to withdraw your consent to
news at any time. Write to our privacy officer at
<a href="mailto:support@vehicledonation.ca">support@vehicledonation.ca</a>; we answer within 30 days. If you are
not satisfied, you may complain to the
<a href="https://www.priv.gc.ca">Office of the Privacy Commissioner of Canada</a> or, in Quebec, to the
<a href="https://www.cai.gouv.qc.ca">Commission d’accès à l’information</a>.</p>
<h3>Security</h3>
<p>Passwords are stored hashed, access is limited by role, attempts are rate-limited, and staff can use
two-factor authentication. No system is perfectly secure; if a breach puts you at risk, we will tell you and the
regulators as the law requires.</p>
</section>
<section lang="fr">
<h2>Politique de confidentialité</h2>
<p>Vehicle Donation Canada protège les renseignements personnels des donateurs, des organismes, des commerçants et
des visiteurs conformément à la <em>Loi sur la protection des renseignements personnels et les documents
électroniques</em> (LPRPDE) et, pour les résidents du Québec, à la <em>Loi sur la protection des renseignements
personnels dans le secteur privé</em>. Cette politique indique ce que nous conservons, pourquoi, qui y a accès et
pendant combien de temps.</p>
<h3>Ce que nous recueillons</h3>
<ul>
<li><strong>Lors de votre don :</strong> vos nom, adresse, courriel et numéro de téléphone; l’année, la marque,
le modèle, la version, le kilométrage, l’état, le NIV, les prêts et les accidents du véhicule; l’année et le prix
d’achat si vous les indiquez; vos préférences de remorquage, l’organisme choisi et vos commentaires; et, si vous
cochez la case, votre consentement aux nouvelles, avec le texte affiché et l’heure.</li>
<li><strong>Au fil du don :</strong> chaque changement d’étape avec le nom du membre du personnel qui l’a fait,
les détails du remorquage, l’évaluation et ses preuves, et les notes de nos appels.</li>
<li><strong>Messages :</strong> une copie de chaque courriel que nous vous envoyons est conservée dans notre boîte
d’envoi, y compris votre lien de suivi, pour que notre équipe sache ce que vous avez reçu.</li>
<li><strong>Codes d’accès :</strong> votre code de suivi, le nombre de consultations et la date de la dernière.
Les codes à usage unique qui prouvent que vous êtes titulaire d’une adresse courriel ne sont conservés que sous
forme hachée (brouillée) et expirent rapidement.</li>
<li><strong>Reçus :</strong> le reçu officiel délivré par l’organisme, une empreinte du fichier qui prouve qu’il
n’a pas été modifié, et les renseignements qui y figurent.</li>
<li><strong>Comptes :</strong> pour les comptes des organismes, des commerçants et du personnel, le nom, le nom
d’utilisateur, le courriel, un mot de passe haché, ainsi que l’adresse IP et le navigateur des sessions
ouvertes.</li>
<li><strong>Clavardage :</strong> les messages que vous écrivez à l’assistant. Si un service d’IA externe est
configuré, vos messages lui sont transmis pour produire les réponses.</li>
</ul>
<p>Nous utilisons votre adresse IP pour limiter les tentatives répétées (connexion, codes de suivi). Le site
n’installe un témoin de session que lorsque vous vous connectez, garde vos préférences de langue et de clavardage
dans votre navigateur et n’utilise aucun témoin publicitaire ni de pistage.</p>
<h3>Pourquoi nous les utilisons</h3>
<p>Pour organiser le remorquage, vous tenir informé, permettre à l’organisme de délivrer votre reçu, tenir l’encan
des commerçants, prévenir la fraude et respecter nos obligations légales. Nous vous envoyons des nouvelles
seulement si vous y avez consenti.</p>
<h3>Qui y a accès</h3>
<ul>
<li>L’organisme que vous avez choisi, pour votre reçu et ses dossiers.</li>
<li>L’entreprise de remorquage, pour la prise en charge : vos nom, adresse et téléphone, et le véhicule.</li>
<li>Les commerçants approuvés voient la description, l’état et l’emplacement du véhicule, jamais vos nom ni
coordonnées.</li>
<li>Les fournisseurs qui hébergent le site ou transmettent nos courriels, tenus de protéger vos
renseignements.</li>
<li>Les autorités, lorsque la loi l’exige (par exemple l’Agence du revenu du Canada qui vérifie un reçu).</li>
</ul>
<p><strong>Nous ne vendons ni ne louons jamais vos renseignements personnels.</strong></p>
<h3>Combien de temps nous les gardons</h3>
<p>Les dossiers de don et les reçus sont conservés jusqu’à la fin de l’année civile du don, plus 2 555 jours
(environ sept ans) par défaut. C’est plus long que les durées minimales fixées par l’Agence du revenu du Canada
pour les organismes de bienfaisance (deux ans pour les copies de reçus, six ans pour les registres financiers qui
les appuient), de sorte que votre reçu reste accessible en cas de vérification.</p>
<h3>Vos droits</h3>
<p>Vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet, à les faire
corriger ou à retirer en tout temps votre consentement aux nouvelles. Écrivez à notre responsable de la protection
des renseignements personnels à <a href="mailto:support@vehicledonation.ca">support@vehicledonation.ca</a>; nous
répondons dans un délai de 30 jours. Si vous n’êtes pas satisfait, vous pouvez porter plainte auprès du
<a href="https://www.priv.gc.ca">Commissariat à la protection de la vie privée du Canada</a> ou, au Québec, de la
<a href="https://www.cai.gouv.qc.ca">Commission d’accès à l’information</a>.</p>
<h3>Sécurité</h3>
<p>Les mots de passe sont conservés hachés, l’accès est limité selon le rôle, les tentatives sont limitées et le
personnel peut utiliser l’authentification à deux facteurs. Aucun système n’est parfaitement sûr; si une atteinte
vous expose à un risque, nous vous en informerons, ainsi que les autorités, comme la loi l’exige.</p>
</section>`,
};
