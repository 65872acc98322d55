// Demo customer reviews for the footer's review block (SPEC §3), per language: short, brand-neutral, as shoppers write.
// [title, text, author, stars]; dates are spread over the weeks before a fixed day so the seed stays stable.

type ReviewSpec = [title: string, text: string, author: string, stars: number]

export const REVIEW_HEADINGS: Record<string, [title: string, subtitle: string]> = {
  de: ['Das sagen unsere Kundinnen und Kunden', 'Echte Bewertungen nach dem Kauf'],
  en: ['What our customers say', 'Genuine reviews after purchase'],
  es: ['Lo que dicen nuestros clientes', 'Opiniones reales tras la compra'],
  fr: ['Ce que disent nos clients', 'Des avis authentiques après achat'],
  it: ['Cosa dicono i nostri clienti', 'Recensioni autentiche dopo l’acquisto'],
  nl: ['Wat onze klanten zeggen', 'Echte beoordelingen na aankoop'],
}

export const REVIEWS: Record<string, ReviewSpec[]> = {
  de: [
    ['Farben wie auf dem Bildschirm', 'Die Druckqualität hat mich wirklich überrascht – satte Farben und scharfe Details.', 'Sabine K.', 5],
    ['Schnell geliefert', 'Am Montag bestellt, am Donnerstag war das Paket da. Top verpackt!', 'Markus T.', 5],
    ['Einfach zu gestalten', 'Der Designer ist selbsterklärend, nach zehn Minuten war ich fertig.', 'Lena M.', 5],
    ['Super Service', 'Eine Frage zur Lieferung wurde noch am selben Tag freundlich beantwortet.', 'Jörg P.', 4],
    ['Perfektes Geschenk', 'Meine Eltern haben sich riesig gefreut. Ich bestelle bestimmt wieder.', 'Aylin D.', 5],
    ['Gutes Papier', 'Schweres, hochwertiges Papier – fühlt sich richtig edel an.', 'Thomas R.', 4],
    ['Gerne wieder', 'Zum dritten Mal bestellt und wieder rundum zufrieden.', 'Claudia S.', 5],
    ['Klare Empfehlung', 'Preis und Qualität stimmen, die Vorschau zeigt genau das Ergebnis.', 'Nils B.', 5],
  ],
  en: [
    ['Colours just like on screen', 'The print quality genuinely surprised me – rich colours and crisp detail.', 'Sarah K.', 5],
    ['Fast delivery', 'Ordered on Monday, the parcel arrived on Thursday. Beautifully packed!', 'Mark T.', 5],
    ['So easy to design', 'The designer explains itself, I was done in ten minutes.', 'Lena M.', 5],
    ['Great service', 'A question about delivery was answered kindly the same day.', 'George P.', 4],
    ['The perfect present', 'My parents were thrilled. I will definitely order again.', 'Aisha D.', 5],
    ['Lovely paper', 'Heavy, high-quality paper – it feels really special.', 'Tom R.', 4],
    ['Happy again', 'My third order and once again completely happy.', 'Claire S.', 5],
    ['Highly recommended', 'Fair price, great quality, and the preview shows exactly what you get.', 'Nick B.', 5],
  ],
  es: [
    ['Colores como en pantalla', 'La calidad de impresión me sorprendió: colores intensos y detalles nítidos.', 'Lucía G.', 5],
    ['Entrega rápida', 'Pedido el lunes, el paquete llegó el jueves. ¡Muy bien embalado!', 'Javier M.', 5],
    ['Muy fácil de diseñar', 'El editor es intuitivo, terminé en diez minutos.', 'Marta R.', 5],
    ['Buen servicio', 'Respondieron mi pregunta sobre el envío el mismo día.', 'Pablo S.', 4],
    ['El regalo perfecto', 'A mis padres les encantó. Volveré a pedir seguro.', 'Carmen L.', 5],
    ['Papel de calidad', 'Papel grueso y de gran calidad, se nota al tacto.', 'Diego F.', 4],
  ],
  fr: [
    ['Des couleurs fidèles', 'La qualité d’impression m’a vraiment surprise : couleurs riches et détails nets.', 'Camille D.', 5],
    ['Livraison rapide', 'Commandé lundi, reçu jeudi. Emballage impeccable !', 'Julien M.', 5],
    ['Très simple à créer', 'L’éditeur est intuitif, j’ai terminé en dix minutes.', 'Léa B.', 5],
    ['Service au top', 'Ma question sur la livraison a reçu une réponse aimable le jour même.', 'Nicolas P.', 4],
    ['Le cadeau parfait', 'Mes parents étaient ravis. Je recommanderai sans hésiter.', 'Inès R.', 5],
    ['Beau papier', 'Un papier épais et de grande qualité, très agréable au toucher.', 'Thomas G.', 4],
  ],
  it: [
    ['Colori come sullo schermo', 'La qualità di stampa mi ha sorpreso: colori intensi e dettagli nitidi.', 'Giulia R.', 5],
    ['Consegna veloce', 'Ordinato lunedì, arrivato giovedì. Imballaggio perfetto!', 'Marco B.', 5],
    ['Facilissimo da creare', 'L’editor è intuitivo, ho finito in dieci minuti.', 'Chiara M.', 5],
    ['Ottimo servizio', 'Alla mia domanda sulla spedizione hanno risposto il giorno stesso.', 'Luca F.', 4],
    ['Il regalo perfetto', 'I miei genitori erano felicissimi. Ordinerò di nuovo.', 'Sara C.', 5],
    ['Carta di qualità', 'Carta spessa e pregiata, si sente al tatto.', 'Andrea V.', 4],
  ],
  nl: [
    ['Kleuren als op het scherm', 'De printkwaliteit verraste me echt: volle kleuren en scherpe details.', 'Sanne de V.', 5],
    ['Snel geleverd', 'Maandag besteld, donderdag in huis. Keurig verpakt!', 'Mark J.', 5],
    ['Heel makkelijk te maken', 'De ontwerptool wijst zichzelf, in tien minuten was ik klaar.', 'Lotte B.', 5],
    ['Prima service', 'Mijn vraag over de levering werd dezelfde dag vriendelijk beantwoord.', 'Joost K.', 4],
    ['Het perfecte cadeau', 'Mijn ouders waren er heel blij mee. Ik bestel zeker opnieuw.', 'Fleur M.', 5],
    ['Mooi papier', 'Stevig papier van hoge kwaliteit, voelt echt luxe aan.', 'Bas H.', 4],
  ],
}

/** The newest review is from three weeks ago, the others five days apart: relative, resolved when the space answers. */
const reviewDate = (i: number) => `@timestamp(-${21 + i * 5}d)`

/** The review block of a layout story (SPEC §3), in the folder's language. */
export function reviewBlock(brand: string, language: string, site: string): Record<string, unknown> {
  const reviews = REVIEWS[language] ?? REVIEWS.en ?? []
  const [title, subtitle] = REVIEW_HEADINGS[language] ?? REVIEW_HEADINGS.en ?? ['', '']
  const host = site.replace(/^https:\/\/www\./, '')
  return {
    component: 'ReviewBlock',
    title,
    subtitle,
    reviews: {
      score: { stars: 4.5, trustScore: brand === 'poster' ? 4.6 : 4.7 },
      reviews: reviews.map(([reviewTitle, text, authorName, stars], i) => ({
        id: `${brand}-${language}-${i + 1}`,
        stars,
        title: reviewTitle,
        text,
        authorName,
        createdAt: reviewDate(i),
      })),
    },
    reviewBaseLink: `https://reviews.example/reviews/`,
    companyLink: `https://reviews.example/review/${host}`,
    totalReviews: brand === 'poster' ? 12_874 : 23_519,
  }
}
