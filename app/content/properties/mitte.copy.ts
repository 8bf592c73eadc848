import type { PropertyCopy } from "./types";

/** Text of the Bernauer Strasse apartment (Mitte), in every language of the site. */
export const mitteCopy: PropertyCopy = {
  title: {
    en: "Bernauer Strasse",
    de: "Bernauer Straße",
    fr: "Bernauer Strasse",
    es: "Bernauer Strasse",
    it: "Bernauer Strasse",
  },
  location: {
    en: "Mitte, Berlin",
    de: "Mitte, Berlin",
    fr: "Mitte, Berlin",
    es: "Mitte, Berlín",
    it: "Mitte, Berlino",
  },
  summary: {
    en: "A compact, bright and modern 60 m² apartment with two bedrooms, right by the Berlin Wall Memorial on Bernauer Strasse. U-Bahn, S-Bahn and tram are all close by, and Mauerpark is a short walk away.",
    de: "Kompakte, helle und moderne Wohnung mit 60 m² und zwei Schlafzimmern, direkt an der Gedenkstätte Berliner Mauer. U-Bahn, S-Bahn und Tram liegen gleich um die Ecke, und zum Mauerpark ist es nur ein kurzer Spaziergang.",
    fr: "Un appartement compact, lumineux et moderne de 60 m² avec deux chambres, juste à côté du Mémorial du mur de Berlin, sur la Bernauer Strasse. Métro, S-Bahn et tram sont tout proches, et le Mauerpark n’est qu’à une courte promenade.",
    es: "Un apartamento compacto, luminoso y moderno de 60 m² con dos dormitorios, junto al Memorial del Muro de Berlín, en la Bernauer Strasse. Metro, S-Bahn y tranvía están muy cerca, y el Mauerpark queda a un corto paseo.",
    it: "Un appartamento compatto, luminoso e moderno di 60 m² con due camere da letto, proprio accanto al Memoriale del Muro di Berlino, sulla Bernauer Strasse. Metro, S-Bahn e tram sono a due passi e il Mauerpark è a una breve passeggiata.",
  },
  description: {
    en: "This compact, bright and modern apartment is on Bernauer Strasse, right by the Berlin Wall Memorial, one of the places where the story of the divided city is told most vividly. Its 60 m² hold two bedrooms and one bathroom, and up to six guests can stay: snug when every bed is taken, comfortable for a family or a small group of friends.\n\nInside you’ll find a fully equipped kitchen, a washing machine, fast free Wi-Fi and a smart TV with streaming, and linen and towels are provided. Stays of 28 days or longer are possible, so it also works well for a longer work trip or a month in Berlin.\n\nThe Memorial is on your doorstep: the preserved stretch of the border strip, the watchtower, the Chapel of Reconciliation and the documentation centre, whose viewing platform looks out over the whole site. Mauerpark, Arkonaplatz and Zionskirchplatz are all within easy walking distance, and Brunnenstrasse is lined with galleries and cafés.\n\nGetting around couldn’t be simpler: the U8 stops at Bernauer Strasse, the S1, S2, S25 and S26 run from Nordbahnhof, the M10 tram runs along Bernauer Strasse to Prenzlauer Berg and on to Warschauer Strasse in Friedrichshain, and the 12 tram is nearby. Self check-in with a code lock means you can let yourself in without waiting for a key handover. Please note that smoking, pets and parties are not allowed.",
    de: "Diese kompakte, helle und moderne Wohnung liegt an der Bernauer Straße, direkt an der Gedenkstätte Berliner Mauer – einem der Orte, an denen die Geschichte der geteilten Stadt am eindrücklichsten erzählt wird. Auf 60 m² verteilen sich zwei Schlafzimmer und ein Bad, und bis zu sechs Gäste können hier übernachten: Mit voller Belegung wird es gemütlich, für eine Familie oder eine kleine Gruppe von Freunden ist die Wohnung genau richtig.\n\nEs gibt eine voll ausgestattete Küche, eine Waschmaschine, schnelles, kostenloses WLAN und einen Smart-TV mit Streaming; Bettwäsche und Handtücher sind vorhanden. Aufenthalte ab 28 Tagen sind möglich – ideal auch für eine längere Dienstreise oder einen Monat in Berlin.\n\nDie Gedenkstätte liegt direkt vor der Tür: der erhaltene Abschnitt des Grenzstreifens, der Wachturm, die Kapelle der Versöhnung und das Dokumentationszentrum, von dessen Aussichtsplattform Sie die gesamte Anlage überblicken. Mauerpark, Arkonaplatz und Zionskirchplatz sind bequem zu Fuß erreichbar, und in der Brunnenstraße reihen sich Galerien und Cafés aneinander.\n\nAuch die Anbindung ist hervorragend: Die U8 hält an der Bernauer Straße, am Nordbahnhof fahren die S1, S2, S25 und S26, die Tram M10 fährt über die Bernauer Straße nach Prenzlauer Berg und weiter bis zur Warschauer Straße in Friedrichshain, und auch die Tram 12 ist in der Nähe. Dank Selbst-Check-in mit Zahlenschloss kommen Sie ohne Schlüsselübergabe in die Wohnung. Bitte beachten Sie: Rauchen, Haustiere und Partys sind nicht erlaubt.",
    fr: "Compact, lumineux et moderne, cet appartement se trouve sur la Bernauer Strasse, juste à côté du Mémorial du mur de Berlin, l’un des lieux où l’histoire de la ville divisée se raconte de la façon la plus saisissante. Ses 60 m² comptent deux chambres et une salle de bains, et il peut accueillir jusqu’à six personnes : l’espace est compté quand tous les lits sont occupés, mais il convient très bien à une famille ou à un petit groupe d’amis.\n\nVous y trouverez une cuisine entièrement équipée, un lave-linge, le Wi-Fi rapide et gratuit et une Smart TV avec streaming ; le linge de lit et les serviettes sont fournis. Les séjours de 28 jours ou plus sont possibles : idéal pour un long déplacement professionnel ou un mois à Berlin.\n\nLe mémorial est à votre porte : la portion préservée de la bande frontalière, le mirador, la chapelle de la Réconciliation et le centre de documentation, dont la plateforme panoramique offre une vue d’ensemble sur le site. Le Mauerpark, l’Arkonaplatz et la Zionskirchplatz sont facilement accessibles à pied, et la Brunnenstrasse aligne galeries et cafés.\n\nCôté transports, difficile de faire mieux : la ligne de métro U8 s’arrête à Bernauer Strasse, les S1, S2, S25 et S26 partent de Nordbahnhof, le tram M10 longe la Bernauer Strasse vers Prenzlauer Berg et jusqu’à Warschauer Strasse, à Friedrichshain, et le tram 12 passe tout près. Grâce à l’arrivée autonome avec serrure à code, vous entrez sans attendre de remise de clés. Merci de noter qu’il est interdit de fumer et que les animaux et les fêtes ne sont pas admis.",
    es: "Compacto, luminoso y moderno, este apartamento está en la Bernauer Strasse, justo al lado del Memorial del Muro de Berlín, uno de los lugares donde la historia de la ciudad dividida se cuenta de forma más impactante. En sus 60 m² hay dos dormitorios y un baño, y pueden alojarse hasta seis huéspedes: con la casa llena el espacio es justo, pero para una familia o un grupo pequeño de amigos resulta muy cómodo.\n\nTiene cocina totalmente equipada, lavadora, wifi rápido y gratuito y smart TV con streaming, y la ropa de cama y las toallas están incluidas. Se admiten estancias de 28 días o más, así que también es ideal para un viaje de trabajo largo o para pasar un mes en Berlín.\n\nEl memorial está en la puerta de casa: el tramo conservado de la franja fronteriza, la torre de vigilancia, la Capilla de la Reconciliación y el centro de documentación, desde cuya plataforma panorámica se contempla todo el recinto. El Mauerpark, Arkonaplatz y Zionskirchplatz están a un paseo, y la Brunnenstrasse está llena de galerías y cafés.\n\nMoverse es facilísimo: la U8 para en Bernauer Strasse, desde Nordbahnhof salen las líneas S1, S2, S25 y S26, el tranvía M10 recorre la Bernauer Strasse hacia Prenzlauer Berg y hasta Warschauer Strasse, en Friedrichshain, y el tranvía 12 pasa muy cerca. Gracias a la entrada autónoma con cerradura de código, entras sin tener que quedar con nadie para recoger las llaves. Ten en cuenta que no se permite fumar, ni traer mascotas, ni hacer fiestas.",
    it: "Compatto, luminoso e moderno, questo appartamento si trova sulla Bernauer Strasse, proprio accanto al Memoriale del Muro di Berlino, uno dei luoghi in cui la storia della città divisa si racconta in modo più intenso. I suoi 60 m² comprendono due camere da letto e un bagno e possono ospitare fino a sei persone: a pieno carico lo spazio è raccolto, ma per una famiglia o un piccolo gruppo di amici è molto comodo.\n\nCi sono una cucina completamente attrezzata, una lavatrice, Wi-Fi veloce e gratuito e una smart TV con streaming; biancheria da letto e asciugamani sono inclusi. Sono possibili soggiorni di 28 giorni o più, ideali anche per una lunga trasferta di lavoro o per un mese a Berlino.\n\nIl Memoriale è proprio sotto casa: il tratto conservato della striscia di confine, la torre di guardia, la Cappella della Riconciliazione e il centro di documentazione, dalla cui terrazza panoramica si abbraccia con lo sguardo tutta l’area. Mauerpark, Arkonaplatz e Zionskirchplatz si raggiungono comodamente a piedi, e lungo la Brunnenstrasse si susseguono gallerie e caffè.\n\nSpostarsi è semplicissimo: la U8 ferma a Bernauer Strasse, dal Nordbahnhof partono le linee S1, S2, S25 e S26, il tram M10 percorre la Bernauer Strasse verso Prenzlauer Berg e fino a Warschauer Strasse, a Friedrichshain, e anche il tram 12 passa nelle vicinanze. Con il self check-in e la serratura a codice entrate senza dover aspettare nessuno per le chiavi. Vi ricordiamo che è vietato fumare e che non sono ammessi animali né feste.",
  },
  features: {
    en: [
      "60 m², bright and modern",
      "2 bedrooms, 1 bathroom",
      "Sleeps up to 6 guests",
      "Right by the Berlin Wall Memorial",
      "Fully equipped kitchen",
      "Fast free Wi-Fi and smart TV with streaming",
      "Washing machine, linen and towels",
      "Self check-in with code lock",
      "Stays of 28 days or longer possible",
    ],
    de: [
      "60 m², hell und modern",
      "2 Schlafzimmer, 1 Badezimmer",
      "Platz für bis zu 6 Gäste",
      "Direkt an der Gedenkstätte Berliner Mauer",
      "Voll ausgestattete Küche",
      "Schnelles, kostenloses WLAN und Smart-TV mit Streaming",
      "Waschmaschine, Bettwäsche und Handtücher",
      "Selbst-Check-in mit Zahlenschloss",
      "Aufenthalte ab 28 Tagen möglich",
    ],
    fr: [
      "60 m², lumineux et moderne",
      "2 chambres, 1 salle de bains",
      "Jusqu’à 6 voyageurs",
      "À deux pas du Mémorial du mur de Berlin",
      "Cuisine entièrement équipée",
      "Wi-Fi rapide et gratuit, Smart TV avec streaming",
      "Lave-linge, linge de lit et serviettes fournis",
      "Arrivée autonome avec serrure à code",
      "Séjours de 28 jours ou plus possibles",
    ],
    es: [
      "60 m², luminoso y moderno",
      "2 dormitorios, 1 baño",
      "Hasta 6 huéspedes",
      "Junto al Memorial del Muro de Berlín",
      "Cocina totalmente equipada",
      "Wifi rápido y gratuito, smart TV con streaming",
      "Lavadora, ropa de cama y toallas incluidas",
      "Entrada autónoma con cerradura de código",
      "Estancias de 28 días o más",
    ],
    it: [
      "60 m², luminoso e moderno",
      "2 camere da letto, 1 bagno",
      "Fino a 6 ospiti",
      "Accanto al Memoriale del Muro di Berlino",
      "Cucina completamente attrezzata",
      "Wi-Fi veloce e gratuito, smart TV con streaming",
      "Lavatrice, biancheria da letto e asciugamani inclusi",
      "Self check-in con serratura a codice",
      "Soggiorni di 28 giorni o più",
    ],
  },
  surroundings: {
    en: [
      {
        title: "Berlin Wall Memorial",
        description:
          "The preserved border strip and watchtower, right on Bernauer Strasse. The viewing platform of the documentation centre gives you an overview of the whole site.",
        icon: "landmark",
      },
      {
        title: "Chapel of Reconciliation",
        description:
          "Built on the site of the Church of Reconciliation, which stood in the border strip and was blown up in 1985. Today part of the Memorial.",
        icon: "landmark",
      },
      {
        title: "Mauerpark",
        description:
          "A short walk away, on the former border strip: a flea market and karaoke in the amphitheatre on Sundays.",
        icon: "park",
      },
      {
        title: "Brunnenstrasse",
        description: "Galleries, cafés and small shops along one of the most creative streets in Mitte.",
        icon: "restaurant",
      },
      {
        title: "Arkonaplatz & Zionskirchplatz",
        description:
          "Two green neighbourhood squares nearby: a flea market every Sunday on Arkonaplatz, and the neo-Romanesque Zionskirche on Zionskirchplatz.",
        icon: "store",
      },
      {
        title: "Nordbahnhof",
        description:
          "S1, S2, S25 and S26 a few minutes’ walk away. During the division it was a “ghost station”, and an exhibition in the station tells its story.",
        icon: "train-front",
      },
      {
        title: "U8 & tram",
        description:
          "The U8 at Bernauer Strasse, the M10 tram to Prenzlauer Berg and Warschauer Strasse, and the 12 tram nearby.",
        icon: "train-front",
      },
    ],
    de: [
      {
        title: "Gedenkstätte Berliner Mauer",
        description:
          "Der erhaltene Grenzstreifen mit Wachturm, direkt an der Bernauer Straße. Von der Aussichtsplattform des Dokumentationszentrums überblicken Sie die gesamte Anlage.",
        icon: "landmark",
      },
      {
        title: "Kapelle der Versöhnung",
        description:
          "Errichtet an der Stelle der Versöhnungskirche, die im Grenzstreifen stand und 1985 gesprengt wurde. Heute Teil der Gedenkstätte.",
        icon: "landmark",
      },
      {
        title: "Mauerpark",
        description:
          "Nur einen kurzen Spaziergang entfernt, auf dem ehemaligen Grenzstreifen: sonntags Flohmarkt und Karaoke im Amphitheater.",
        icon: "park",
      },
      {
        title: "Brunnenstraße",
        description: "Galerien, Cafés und kleine Läden in einer der kreativsten Straßen von Mitte.",
        icon: "restaurant",
      },
      {
        title: "Arkonaplatz & Zionskirchplatz",
        description:
          "Zwei grüne Kiezplätze ganz in der Nähe: sonntags Flohmarkt auf dem Arkonaplatz, auf dem Zionskirchplatz die neoromanische Zionskirche.",
        icon: "store",
      },
      {
        title: "Nordbahnhof",
        description:
          "S1, S2, S25 und S26 in wenigen Gehminuten. Zur Zeit der Teilung war er ein „Geisterbahnhof“ – eine Ausstellung im Bahnhof erzählt davon.",
        icon: "train-front",
      },
      {
        title: "U8 & Tram",
        description:
          "U8 an der Bernauer Straße, Tram M10 nach Prenzlauer Berg und zur Warschauer Straße, Tram 12 in der Nähe.",
        icon: "train-front",
      },
    ],
    fr: [
      {
        title: "Mémorial du mur de Berlin",
        description:
          "La bande frontalière préservée et son mirador, directement sur la Bernauer Strasse. La plateforme du centre de documentation offre une vue d’ensemble sur le site.",
        icon: "landmark",
      },
      {
        title: "Chapelle de la Réconciliation",
        description:
          "Construite à l’emplacement de l’église de la Réconciliation, qui se trouvait dans la bande frontalière et fut dynamitée en 1985. Elle fait aujourd’hui partie du mémorial.",
        icon: "landmark",
      },
      {
        title: "Mauerpark",
        description:
          "À une courte promenade, sur l’ancienne bande frontalière : marché aux puces et karaoké dans l’amphithéâtre le dimanche.",
        icon: "park",
      },
      {
        title: "Brunnenstrasse",
        description: "Galeries, cafés et petites boutiques dans l’une des rues les plus créatives de Mitte.",
        icon: "restaurant",
      },
      {
        title: "Arkonaplatz et Zionskirchplatz",
        description:
          "Deux places de quartier verdoyantes toutes proches : marché aux puces le dimanche sur l’Arkonaplatz, Zionskirche néo-romane sur la Zionskirchplatz.",
        icon: "store",
      },
      {
        title: "Nordbahnhof",
        description:
          "S1, S2, S25 et S26 à quelques minutes à pied. Pendant la division, c’était une « station fantôme » ; une exposition dans la gare en raconte l’histoire.",
        icon: "train-front",
      },
      {
        title: "Métro U8 et tram",
        description: "U8 à Bernauer Strasse, tram M10 vers Prenzlauer Berg et Warschauer Strasse, tram 12 tout proche.",
        icon: "train-front",
      },
    ],
    es: [
      {
        title: "Memorial del Muro de Berlín",
        description:
          "La franja fronteriza conservada, con su torre de vigilancia, en plena Bernauer Strasse. Desde la plataforma del centro de documentación se contempla todo el recinto.",
        icon: "landmark",
      },
      {
        title: "Capilla de la Reconciliación",
        description:
          "Construida donde estaba la Iglesia de la Reconciliación, que quedó en la franja fronteriza y fue dinamitada en 1985. Hoy forma parte del memorial.",
        icon: "landmark",
      },
      {
        title: "Mauerpark",
        description:
          "A un corto paseo, sobre la antigua franja fronteriza: mercadillo y karaoke en el anfiteatro los domingos.",
        icon: "park",
      },
      {
        title: "Brunnenstrasse",
        description: "Galerías, cafés y pequeñas tiendas en una de las calles más creativas de Mitte.",
        icon: "restaurant",
      },
      {
        title: "Arkonaplatz y Zionskirchplatz",
        description:
          "Dos plazas de barrio con mucho verde, muy cerca: mercadillo los domingos en Arkonaplatz y la Zionskirche neorrománica en Zionskirchplatz.",
        icon: "store",
      },
      {
        title: "Nordbahnhof",
        description:
          "S1, S2, S25 y S26 a pocos minutos a pie. Durante la división fue una «estación fantasma», y una exposición en la estación cuenta su historia.",
        icon: "train-front",
      },
      {
        title: "Metro U8 y tranvía",
        description:
          "U8 en Bernauer Strasse, tranvía M10 hacia Prenzlauer Berg y Warschauer Strasse, y tranvía 12 muy cerca.",
        icon: "train-front",
      },
    ],
    it: [
      {
        title: "Memoriale del Muro di Berlino",
        description:
          "La striscia di confine conservata con la torre di guardia, direttamente sulla Bernauer Strasse. Dalla terrazza panoramica del centro di documentazione si vede tutta l’area.",
        icon: "landmark",
      },
      {
        title: "Cappella della Riconciliazione",
        description:
          "Costruita dove sorgeva la Chiesa della Riconciliazione, rimasta nella striscia di confine e fatta saltare nel 1985. Oggi fa parte del Memoriale.",
        icon: "landmark",
      },
      {
        title: "Mauerpark",
        description:
          "A una breve passeggiata, sull’ex striscia di confine: la domenica mercatino delle pulci e karaoke nell’anfiteatro.",
        icon: "park",
      },
      {
        title: "Brunnenstrasse",
        description: "Gallerie, caffè e piccoli negozi in una delle strade più creative di Mitte.",
        icon: "restaurant",
      },
      {
        title: "Arkonaplatz e Zionskirchplatz",
        description:
          "Due piazze di quartiere piene di verde, a pochi passi: la domenica il mercatino all’Arkonaplatz, sulla Zionskirchplatz la Zionskirche neoromanica.",
        icon: "store",
      },
      {
        title: "Nordbahnhof",
        description:
          "S1, S2, S25 e S26 a pochi minuti a piedi. Durante la divisione era una «stazione fantasma»: una mostra nella stazione ne racconta la storia.",
        icon: "train-front",
      },
      {
        title: "Metro U8 e tram",
        description:
          "U8 a Bernauer Strasse, tram M10 verso Prenzlauer Berg e Warschauer Strasse, tram 12 nelle vicinanze.",
        icon: "train-front",
      },
    ],
  },
};
