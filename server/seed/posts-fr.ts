import type { DemoPost } from './blog-types';

/**
 * The French versions of the English demo articles (issue 35: a French visitor sees French posts), each
 * linked to its original by `translationOf` (DECISIONS §10).
 */
export const FRENCH_TRANSLATIONS: DemoPost[] = [
  {
    slug: 'documents-pour-donner-sa-voiture',
    language: 'fr',
    translationOf: 'paperwork-to-donate-your-car',
    title: 'Les documents qu’il faut pour donner votre voiture',
    excerpt:
      'Propriété, privilèges, clés, plaques et assurance : une courte liste pour que le remorquage se passe bien et que le reçu soit à votre nom.',
    category: 'donation-guides',
    tags: ['paperwork', 'ownership'],
    publishedDaysAgo: 60,
    seoTitle: 'Les documents pour donner votre voiture au Canada',
    seoDescription:
      'La liste pour donner un véhicule : preuve de propriété, mainlevée, clés, plaques et assurance, et la marche à suivre pour une succession.',
    content: `<p>Donner un véhicule demande moins de papiers que de le vendre, mais quelques documents font la différence
entre un remorquage rapide et un deuxième déplacement. Voici ce qu’il faut avoir sous la main.</p>
<h2>1. La preuve que le véhicule vous appartient</h2>
<p>Ayez le <strong>certificat d’immatriculation ou le document de propriété</strong> à votre nom, tel que votre
province le délivre (le certificat d’immatriculation au Québec, le « vehicle permit » en Ontario,
l’immatriculation dans la plupart des autres provinces). Signez la section du transfert quand notre coordonnateur
ou le chauffeur vous le demande; nous vous indiquons exactement où. Si le nom inscrit n’est pas le vôtre,
appelez-nous avant de réserver : c’est la personne nommée qui doit faire le don. Document perdu? Le bureau
d’immatriculation de votre province peut le remplacer, et nous vous expliquons comment.</p>
<h2>2. Aucune somme due sur le véhicule</h2>
<p>Un véhicule financé ou loué ne peut être transféré tant que le prêteur n’a pas radié son privilège. Si vous
avez tout remboursé, demandez au prêteur une <strong>lettre de mainlevée</strong> et gardez-la avec le
certificat. Le formulaire de don pose la question pour que nous puissions vous aider avant le remorquage.</p>
<h2>3. Les clés et ce qui reste dans le véhicule</h2>
<ul>
<li>Laissez toutes les clés et télécommandes que vous avez, et le manuel du propriétaire si vous l’avez encore.</li>
<li>Retirez vos effets personnels : boîte à gants, coffre, sous les sièges, télécommande de garage et
transpondeur de péage.</li>
<li>Laissez le véhicule là où la dépanneuse peut l’atteindre, avec un passage dégagé s’il ne roule pas.</li>
</ul>
<h2>4. Les plaques et l’assurance</h2>
<p>Dans la plupart des provinces, les plaques vous appartiennent, pas au véhicule : retirez-les avant l’arrivée
du chauffeur, puis transférez-les ou remettez-les comme votre province l’exige. N’annulez votre assurance
qu’après le remorquage, et demandez à votre assureur si un remboursement vous est dû.</p>
<h2>5. Donner le véhicule d’une succession</h2>
<p>Le liquidateur d’une succession peut donner le véhicule d’une personne décédée. Ayez le document qui
établit votre pouvoir (par exemple le testament notarié au Québec, ou le testament et les lettres
d’homologation ailleurs) et appelez-nous : le reçu est délivré à la succession.</p>
<p>Une fois le véhicule remorqué, votre portail de donateur montre chaque étape suivante, de l’évaluation
jusqu’à votre reçu officiel.</p>`,
  },
  {
    slug: 'donner-une-voiture-dans-chaque-province',
    language: 'fr',
    translationOf: 'donating-a-car-in-every-province',
    title: 'Donner une voiture dans chaque province et territoire : ce qui change',
    excerpt:
      'Le programme est le même d’un océan à l’autre, mais le bureau d’immatriculation, les papiers du transfert et le crédit d’impôt provincial diffèrent.',
    category: 'donation-guides',
    tags: ['provinces', 'paperwork', 'tax-credit'],
    publishedDaysAgo: 30,
    seoTitle: 'Donner une voiture dans chaque province et territoire',
    seoDescription:
      'Quel bureau s’occupe du transfert de propriété dans chaque province et territoire, ce que deviennent vos plaques et comment les crédits provinciaux diffèrent.',
    content: `<p>Le remorquage gratuit, un reçu officiel d’un organisme de bienfaisance enregistré et un portail pour suivre
chaque étape : tout cela est pareil partout au Canada. Trois choses dépendent de l’endroit où vous habitez.</p>
<h2>Qui s’occupe du transfert de propriété</h2>
<ul>
<li><strong>Québec :</strong> la Société de l’assurance automobile du Québec (SAAQ).</li>
<li><strong>Ontario :</strong> ServiceOntario.</li>
<li><strong>Colombie-Britannique :</strong> ICBC, par les courtiers Autoplan.</li>
<li><strong>Alberta :</strong> les agents d’immatriculation (registry agents).</li>
<li><strong>Saskatchewan :</strong> SGI et ses émetteurs de permis.</li>
<li><strong>Manitoba :</strong> la Société d’assurance publique du Manitoba et les agents Autopac.</li>
<li><strong>Nouveau-Brunswick :</strong> Service Nouveau-Brunswick.</li>
<li><strong>Nouvelle-Écosse :</strong> Access Nova Scotia (Registry of Motor Vehicles).</li>
<li><strong>Île-du-Prince-Édouard :</strong> Accès Î.-P.-É.</li>
<li><strong>Terre-Neuve-et-Labrador :</strong> la Motor Registration Division.</li>
<li><strong>Yukon, Territoires du Nord-Ouest et Nunavut :</strong> le bureau des véhicules automobiles de chaque
territoire.</li>
</ul>
<p>Vous n’avez pas à vous rendre à ces bureaux avant le remorquage : notre coordonnateur vous dit quelle partie
du document signer et si quelque chose doit être envoyé au bureau ensuite.</p>
<h2>Ce que deviennent vos plaques</h2>
<p>Dans la plupart des provinces, les plaques restent à vous : retirez-les avant le remorquage et transférez-les
ou remettez-les comme votre bureau l’exige. En cas de doute, laissez-les en place et posez la question au
coordonnateur quand il vous appelle; il vous dira ce que votre province demande.</p>
<h2>Ce que le don vous fait économiser en impôt</h2>
<p>Les règles fédérales fixent ce que le reçu doit contenir et comment le montant est établi : le reçu est donc le
même dans toutes les provinces. Le crédit d’impôt, lui, varie : chaque province et territoire ajoute son propre
crédit pour dons au crédit fédéral, à ses propres taux. Notre calculateur d’évaluation utilise les taux fédéral
et provincial de votre province pour l’année d’imposition en cours et énumère ses hypothèses.</p>
<h2>Les régions éloignées</h2>
<p>Nous remorquons partout au Canada. Hors des grandes villes, la réservation peut prendre quelques jours de
plus, car la compagnie de remorquage regroupe parfois les trajets; votre coordonnateur vous donne une date
quand il vous appelle.</p>`,
  },
  {
    slug: 'recus-fiscaux-pour-vehicules-donnes',
    language: 'fr',
    translationOf: 'how-tax-receipts-for-donated-vehicles-work',
    title: 'Comment fonctionnent les reçus fiscaux pour les véhicules donnés au Canada',
    excerpt:
      'Qui délivre le reçu, comment le montant est établi, ce qui doit y figurer et comment le déduire dans votre déclaration.',
    category: 'tax-receipts',
    tags: ['cra', 'tax-credit'],
    publishedDaysAgo: 45,
    seoTitle: 'Les reçus fiscaux pour les véhicules donnés',
    seoDescription:
      'Comment la juste valeur marchande d’une voiture donnée est établie, ce que doit montrer un reçu officiel de l’ARC et comment demander le crédit.',
    content: `<p>Quand vous donnez votre véhicule à un organisme de bienfaisance enregistré, c’est l’organisme, et non le
programme de remorquage, qui délivre le reçu officiel. Voici comment ce reçu est établi et ce qu’il vous
rapporte.</p>
<h2>Seul un organisme de bienfaisance enregistré peut le délivrer</h2>
<p>Les reçus officiels aux fins de l’impôt sur le revenu viennent d’organismes enregistrés auprès de l’Agence du
revenu du Canada (ARC). Chaque organisme de ce site est vérifié dans la liste des organismes de bienfaisance de
l’ARC, et aucun reçu n’est délivré pour un organisme dont l’enregistrement est révoqué ou suspendu. Vous pouvez
vérifier vous-même sur
<a href="https://www.canada.ca/fr/agence-revenu/services/organismes-bienfaisance-dons.html">canada.ca/organismes-bienfaisance-dons</a>.</p>
<h2>Le montant est la juste valeur marchande du véhicule</h2>
<p>Le reçu indique la <strong>juste valeur marchande</strong> du véhicule le jour du remorquage : le prix qu’en
obtiendraient un acheteur et un vendeur consentants. Pour la plupart des véhicules donnés, la meilleure preuve
est ce qu’un concessionnaire autorisé a réellement payé à l’encan, ou ce qu’un recycleur a payé pour la
ferraille. Quand la valeur atteint 1 000 $ ou plus, nous conservons la preuve au dossier : le résultat de
l’encan, une offre écrite ou une évaluation indépendante (le nom et l’adresse de l’évaluateur sont alors
imprimés sur le reçu).</p>
<h3>Deux règles qui peuvent réduire le montant</h3>
<ul>
<li><strong>Avantage.</strong> Si vous recevez quelque chose en retour, sa valeur (l’avantage) est soustraite.
Le montant admissible inscrit sur le reçu est la juste valeur marchande moins l’avantage.</li>
<li><strong>Véhicule possédé depuis moins de trois ans.</strong> Selon la Loi de l’impôt sur le revenu
(paragraphe 248(35)), si vous avez acquis le véhicule moins de trois ans avant le don, le montant du reçu est
le moins élevé de sa juste valeur marchande et de ce que vous l’avez payé. C’est pourquoi le formulaire de
don demande quand vous l’avez acheté et à quel prix.</li>
</ul>
<h2>Ce que le reçu doit indiquer</h2>
<ul>
<li>la mention « Reçu officiel aux fins de l’impôt sur le revenu » et un numéro de série unique;</li>
<li>le nom, l’adresse au Canada et le numéro d’enregistrement de l’organisme, et le lieu de délivrance;</li>
<li>la date de réception du don (la date du remorquage) et la date de délivrance du reçu;</li>
<li>vos nom et adresse complets;</li>
<li>une description du véhicule : année, marque, modèle, NIV et kilométrage;</li>
<li>la juste valeur marchande, l’avantage s’il y a lieu et le montant admissible;</li>
<li>la signature d’une personne autorisée par l’organisme, et l’adresse Web de l’ARC.</li>
</ul>
<p>Aucun reçu n’est délivré avant que le véhicule soit remorqué et évalué. Il vous est envoyé par courriel dès
sa délivrance, habituellement deux à trois semaines après le remorquage, et reste téléchargeable dans votre
portail de donateur.</p>
<h2>Demander le crédit</h2>
<p>Inscrivez le montant admissible de vos dons à l’annexe 9 de votre déclaration fédérale (ligne 34900). Le
crédit fédéral est de 15 % sur les premiers 200 $ de dons de l’année et de 29 % sur le reste (33 % sur la part
de votre revenu imposée au taux fédéral le plus élevé). Votre province ou territoire ajoute son propre crédit, à
ses propres taux; au Québec, les dons se déclarent aussi à l’annexe V de la déclaration provinciale. Vous
pouvez déduire des dons jusqu’à 75 % de votre revenu net et reporter les montants inutilisés pendant au plus
cinq ans.</p>
<p><em>Cet article explique des règles générales; ce n’est pas un conseil fiscal pour votre situation.</em></p>`,
  },
  {
    slug: 'encan-ou-recyclage-ce-que-devient-votre-voiture',
    language: 'fr',
    translationOf: 'auction-or-scrap-what-happens-to-your-car',
    title: 'Encan ou recyclage : ce que devient votre véhicule donné',
    excerpt:
      'Après le remorquage, chaque véhicule est évalué. Certains sont vendus à des concessionnaires autorisés à l’encan, d’autres recyclés, d’autres restent à l’organisme.',
    category: 'auctions-recycling',
    tags: ['auction', 'recycling'],
    publishedDaysAgo: 10,
    seoTitle: 'Encan ou recyclage : où va votre voiture donnée',
    seoDescription:
      'Comment un véhicule donné est évalué après le remorquage, vendu à l’encan à des concessionnaires ou recyclé, et comment cela fixe la valeur de votre reçu.',
    content: `<p>Dès que la dépanneuse quitte votre entrée, votre véhicule commence une deuxième vie, ou donne ses pièces
et son métal à d’autres. Voici comment nous choisissons, et ce que cela signifie pour votre reçu.</p>
<h2>L’évaluation</h2>
<p>Dans les jours qui suivent le remorquage, le véhicule est inspecté : démarre-t-il et roule-t-il, quels sont son
kilométrage et son état, est-il sécuritaire et vaut-il la peine d’être réparé? Cette évaluation décide entre
trois voies.</p>
<h2>Voie 1 : l’encan des concessionnaires</h2>
<p>Les véhicules qui roulent et ont une valeur de revente sont mis à notre encan, ouvert seulement aux
concessionnaires autorisés que nous avons vérifiés. Un encan dure habituellement sept jours, avec une mise
minimale, et les concessionnaires voient la description du véhicule, les notes sur son état et l’endroit où il
se trouve. La mise gagnante est une vraie preuve du marché : c’est le prix qu’un acheteur professionnel a payé,
et elle appuie la juste valeur marchande inscrite sur votre reçu.</p>
<h2>Voie 2 : le recyclage responsable</h2>
<p>Un véhicule qui ne roule plus, ou dont la réparation coûterait plus que sa valeur, va chez un recycleur
autorisé. Il y est d’abord dépollué : carburant, huile, liquide de refroidissement et réfrigérant de la
climatisation sont vidangés, et la batterie, les pneus et les interrupteurs au mercure sont retirés et traités à
part. Les pièces utilisables sont vendues pour garder d’autres véhicules sur la route, et la carrosserie est
déchiquetée pour que son acier et son aluminium redeviennent du métal neuf. Le paiement du recycleur est
alors la preuve de valeur.</p>
<h2>Voie 3 : l’organisme le garde</h2>
<p>Parfois, un organisme a besoin exactement de ce que vous donnez : une fourgonnette pour des livraisons, une
voiture pour un programme de bénévoles. Quand un véhicule est gardé plutôt que vendu, il n’y a pas de prix de
vente sur lequel s’appuyer : un évaluateur indépendant en établit la valeur et le reçu le nomme.</p>
<h2>Ce que l’organisme reçoit</h2>
<p>Quelle que soit la voie de votre véhicule, le produit soutient l’organisme que vous avez choisi. Votre
portail de donateur montre chaque étape, du remorquage à l’évaluation jusqu’à votre reçu officiel.</p>`,
  },
];
