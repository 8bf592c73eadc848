import type { PropertyCopy } from "./types";

/** Text of the Zionskirchplatz apartment (Prenzlauer Berg), in every language of the site. */
export const pbergCopy: PropertyCopy = {
  title: {
    en: "Zionskirchplatz",
    de: "Zionskirchplatz",
    fr: "Zionskirchplatz",
    es: "Zionskirchplatz",
    it: "Zionskirchplatz",
  },
  location: {
    en: "Prenzlauer Berg, Berlin",
    de: "Prenzlauer Berg, Berlin",
    fr: "Prenzlauer Berg, Berlin",
    es: "Prenzlauer Berg, Berlín",
    it: "Prenzlauer Berg, Berlino",
  },
  summary: {
    en: "A spacious 135 m² Altbau apartment with high ceilings, two bedrooms, two bathrooms and its own small gym. It sits on the leafy square around the Zionskirche, a few minutes’ walk from Mauerpark and the cafés of Kastanienallee.",
    de: "Großzügige Altbauwohnung mit 135 m², hohen Decken, zwei Schlafzimmern, zwei Bädern und eigenem kleinen Fitnessraum. Direkt am grünen Platz rund um die Zionskirche, nur wenige Gehminuten vom Mauerpark und den Cafés der Kastanienallee entfernt.",
    fr: "Un vaste appartement ancien de 135 m² aux hauts plafonds, avec deux chambres, deux salles de bains et sa propre petite salle de sport. Il se trouve sur la place arborée qui entoure la Zionskirche, à quelques minutes à pied du Mauerpark et des cafés de la Kastanienallee.",
    es: "Un amplio apartamento de época (Altbau) de 135 m² con techos altos, dos dormitorios, dos baños y su propio pequeño gimnasio. Está en la arbolada plaza que rodea la Zionskirche, a pocos minutos a pie del Mauerpark y de los cafés de la Kastanienallee.",
    it: "Un ampio appartamento d’epoca (Altbau) di 135 m² con soffitti alti, due camere da letto, due bagni e una piccola palestra privata. Si trova sulla piazza alberata intorno alla Zionskirche, a pochi minuti a piedi dal Mauerpark e dai caffè della Kastanienallee.",
  },
  description: {
    en: "Welcome to Zionskirchplatz: a large, airy 135 m² apartment in a pre-war Altbau building, in one of the loveliest corners of Prenzlauer Berg. The high ceilings give every room a generous sense of space, and up to six guests can spread out comfortably.\n\nWith two bedrooms and two bathrooms, it is easy to share, whether you are a family, friends travelling together or colleagues on a longer assignment. There is a fully equipped kitchen, a washing machine, fast free Wi-Fi and a smart TV with streaming, and linen and towels are provided. The apartment even has its own small gym, so your workout doesn’t have to wait. Stays of 28 days or longer are possible.\n\nRight outside is the square around the Zionskirche, a 19th-century neo-Romanesque church with a remarkable history: Dietrich Bonhoeffer taught a confirmation class here as a young pastor, and in the 1980s the parish hosted the Umweltbibliothek (Environmental Library), a meeting point of the East German opposition. Kastanienallee and Oderberger Strasse, with their cafés and small shops, are just around the corner, and Mauerpark, with its Sunday flea market and open-air karaoke, is a short walk away.\n\nGetting around is easy: the U2 at Senefelderplatz, the U8 at Rosenthaler Platz and Bernauer Strasse and the M1 and 12 trams are all a few minutes’ walk away, and Alexanderplatz is a short ride. Check-in is self-service with a code lock, so nobody needs to meet you to hand over keys. Please note that smoking, pets and parties are not allowed.",
    de: "Willkommen am Zionskirchplatz: Diese große, luftige Altbauwohnung mit 135 m² liegt in einer der schönsten Ecken von Prenzlauer Berg. Die hohen Decken geben jedem Raum Weite, und bis zu sechs Gäste finden hier bequem Platz.\n\nMit zwei Schlafzimmern und zwei Badezimmern eignet sich die Wohnung ideal für Familien, Freundesgruppen oder Kolleginnen und Kollegen auf längerem Projekteinsatz. Es gibt eine voll ausgestattete Küche, eine Waschmaschine, schnelles, kostenloses WLAN und einen Smart-TV mit Streaming; Bettwäsche und Handtücher sind vorhanden. Dazu kommt ein eigener kleiner Fitnessraum – das Training muss also nicht warten. Aufenthalte ab 28 Tagen sind möglich.\n\nVor der Haustür liegt der Platz rund um die Zionskirche, eine neoromanische Kirche aus dem 19. Jahrhundert mit bewegter Geschichte: Dietrich Bonhoeffer unterrichtete hier als junger Pfarrer eine Konfirmandengruppe, und in den 1980er-Jahren beherbergte die Gemeinde die Umweltbibliothek, einen Treffpunkt der DDR-Opposition. Kastanienallee und Oderberger Straße mit ihren Cafés und kleinen Läden sind gleich um die Ecke, und zum Mauerpark mit Flohmarkt und Open-Air-Karaoke am Sonntag ist es nur ein kurzer Spaziergang.\n\nAuch unterwegs sind Sie schnell: Die U2 am Senefelderplatz, die U8 am Rosenthaler Platz und an der Bernauer Straße sowie die Tram M1 und 12 erreichen Sie in wenigen Gehminuten, und zum Alexanderplatz ist es nur eine kurze Fahrt. Der Check-in erfolgt selbstständig über ein Zahlenschloss, eine Schlüsselübergabe ist nicht nötig. Bitte beachten Sie: Rauchen, Haustiere und Partys sind nicht erlaubt.",
    fr: "Bienvenue sur la Zionskirchplatz : dans l’un des plus jolis coins de Prenzlauer Berg, ce grand appartement aéré de 135 m² se trouve dans un immeuble ancien d’avant-guerre. Ses hauts plafonds donnent de l’ampleur à chaque pièce, et jusqu’à six personnes y trouvent largement leur place.\n\nAvec deux chambres et deux salles de bains, il se partage facilement, que vous voyagiez en famille, entre amis ou entre collègues pour une mission de longue durée. Vous y trouverez une cuisine entièrement équipée, un lave-linge, le Wi-Fi rapide et gratuit et une Smart TV avec streaming ; le linge de lit et les serviettes sont fournis. L’appartement dispose même de sa propre petite salle de sport, pour ne pas renoncer à votre entraînement. Les séjours de 28 jours ou plus sont possibles.\n\nJuste devant s’étend la place qui entoure la Zionskirche, une église néo-romane du XIXe siècle à l’histoire singulière : le jeune pasteur Dietrich Bonhoeffer y a préparé des adolescents à la confirmation, et dans les années 1980, la paroisse a abrité l’Umweltbibliothek (« bibliothèque de l’environnement »), lieu de rencontre de l’opposition est-allemande. La Kastanienallee et l’Oderberger Strasse, avec leurs cafés et leurs petites boutiques, sont au coin de la rue, et le Mauerpark, avec son marché aux puces et son karaoké en plein air du dimanche, n’est qu’à une courte promenade.\n\nPour vous déplacer, tout est à quelques minutes à pied : la ligne de métro U2 à Senefelderplatz, la U8 à Rosenthaler Platz et à Bernauer Strasse, ainsi que les trams M1 et 12. Alexanderplatz n’est qu’à un court trajet. L’arrivée est autonome grâce à une serrure à code : personne n’a besoin de vous attendre pour la remise des clés. Merci de noter qu’il est interdit de fumer et que les animaux et les fêtes ne sont pas admis.",
    es: "Bienvenidos a Zionskirchplatz: en uno de los rincones más bonitos de Prenzlauer Berg, este gran apartamento de 135 m², amplio y aireado, se encuentra en un edificio de época anterior a la guerra. Sus techos altos dan amplitud a cada estancia, y hasta seis huéspedes tienen aquí espacio de sobra.\n\nCon dos dormitorios y dos baños, es fácil de compartir, tanto si viajas en familia como con amigos o con compañeros de trabajo en una estancia larga. Tiene cocina totalmente equipada, lavadora, wifi rápido y gratuito y smart TV con streaming, y la ropa de cama y las toallas están incluidas. Además, el apartamento cuenta con su propio pequeño gimnasio, para que no tengas que renunciar a tu entrenamiento. Se admiten estancias de 28 días o más.\n\nJusto delante se abre la plaza que rodea la Zionskirche, una iglesia neorrománica del siglo XIX con mucha historia: siendo un joven pastor, Dietrich Bonhoeffer dio aquí clases de confirmación, y en los años ochenta la parroquia acogió la Umweltbibliothek («Biblioteca Ambiental»), punto de encuentro de la oposición de la RDA. La Kastanienallee y la Oderberger Strasse, con sus cafés y pequeñas tiendas, están a la vuelta de la esquina, y el Mauerpark, con su mercadillo y su karaoke al aire libre de los domingos, queda a un corto paseo.\n\nMoverse es muy fácil: la U2 en Senefelderplatz, la U8 en Rosenthaler Platz y Bernauer Strasse y los tranvías M1 y 12 están a pocos minutos a pie, y Alexanderplatz queda a un corto trayecto. La entrada es autónoma, con cerradura de código, así que nadie tiene que esperarte para darte las llaves. Ten en cuenta que no se permite fumar, ni traer mascotas, ni hacer fiestas.",
    it: "Benvenuti a Zionskirchplatz: in uno degli angoli più belli di Prenzlauer Berg, questo grande appartamento di 135 m², arioso e spazioso, si trova in un palazzo d’epoca costruito prima della guerra. I soffitti alti danno respiro a ogni stanza e fino a sei ospiti trovano qui tutto lo spazio che serve.\n\nCon due camere da letto e due bagni è facile da condividere, che si tratti di una famiglia, di un gruppo di amici o di colleghi in trasferta per un periodo più lungo. Ci sono una cucina completamente attrezzata, una lavatrice, Wi-Fi veloce e gratuito e una smart TV con streaming; biancheria da letto e asciugamani sono inclusi. L’appartamento ha perfino una piccola palestra privata, per non rinunciare all’allenamento. Sono possibili soggiorni di 28 giorni o più.\n\nAppena fuori si apre la piazza intorno alla Zionskirche, una chiesa neoromanica dell’Ottocento dalla storia straordinaria: qui il giovane pastore Dietrich Bonhoeffer preparava i ragazzi alla confermazione, e negli anni Ottanta la parrocchia ospitò la Umweltbibliothek («Biblioteca dell’ambiente»), punto d’incontro dell’opposizione della Germania Est. Kastanienallee e Oderberger Strasse, con i loro caffè e piccoli negozi, sono dietro l’angolo, e il Mauerpark, con il mercatino delle pulci e il karaoke all’aperto della domenica, è a una breve passeggiata.\n\nSpostarsi è facile: la U2 a Senefelderplatz, la U8 a Rosenthaler Platz e a Bernauer Strasse e i tram M1 e 12 sono a pochi minuti a piedi, e Alexanderplatz è a un breve tragitto. Il check-in è autonomo con serratura a codice: nessuno deve aspettarvi per la consegna delle chiavi. Vi ricordiamo che è vietato fumare e che non sono ammessi animali né feste.",
  },
  features: {
    en: [
      "135 m² Altbau with high ceilings",
      "2 bedrooms, 2 bathrooms",
      "Sleeps up to 6 guests",
      "Private gym",
      "Fully equipped kitchen",
      "Fast free Wi-Fi and smart TV with streaming",
      "Washing machine, linen and towels",
      "Self check-in with code lock",
      "Stays of 28 days or longer possible",
    ],
    de: [
      "135 m² Altbau mit hohen Decken",
      "2 Schlafzimmer, 2 Badezimmer",
      "Platz für bis zu 6 Gäste",
      "Eigener Fitnessraum",
      "Voll ausgestattete Küche",
      "Schnelles, kostenloses WLAN und Smart-TV mit Streaming",
      "Waschmaschine, Bettwäsche und Handtücher",
      "Selbst-Check-in mit Zahlenschloss",
      "Aufenthalte ab 28 Tagen möglich",
    ],
    fr: [
      "135 m² dans un immeuble ancien aux hauts plafonds",
      "2 chambres, 2 salles de bains",
      "Jusqu’à 6 voyageurs",
      "Salle de sport privée",
      "Cuisine entièrement équipée",
      "Wi-Fi rapide et gratuit, Smart TV avec streaming",
      "Lave-linge, linge de lit et serviettes fournis",
      "Arrivée autonome avec serrure à code",
      "Séjours de 28 jours ou plus possibles",
    ],
    es: [
      "135 m² en un edificio de época con techos altos",
      "2 dormitorios, 2 baños",
      "Hasta 6 huéspedes",
      "Gimnasio privado",
      "Cocina totalmente equipada",
      "Wifi rápido y gratuito, smart TV con streaming",
      "Lavadora, ropa de cama y toallas incluidas",
      "Entrada autónoma con cerradura de código",
      "Estancias de 28 días o más",
    ],
    it: [
      "135 m² in un palazzo d’epoca con soffitti alti",
      "2 camere da letto, 2 bagni",
      "Fino a 6 ospiti",
      "Palestra privata",
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
        title: "Zionskirche",
        description:
          "The 19th-century neo-Romanesque church at the heart of the square. Dietrich Bonhoeffer taught here, and in the 1980s the Umweltbibliothek of the East German opposition was based here.",
        icon: "landmark",
      },
      {
        title: "Mauerpark",
        description:
          "A few minutes’ walk away, on part of the former border strip: a flea market and karaoke in the amphitheatre on Sundays.",
        icon: "park",
      },
      {
        title: "Kastanienallee & Oderberger Strasse",
        description:
          "Two of the liveliest streets in the neighbourhood, lined with cafés, restaurants and small shops.",
        icon: "restaurant",
      },
      {
        title: "Weinbergspark",
        description: "A small hillside park towards Mitte, good for a stroll or a break on the lawn.",
        icon: "park",
      },
      {
        title: "Arkonaplatz",
        description: "A neighbourhood square with a flea market every Sunday, perfect for vintage finds.",
        icon: "store",
      },
      {
        title: "U-Bahn & tram",
        description:
          "U2 at Senefelderplatz, U8 at Rosenthaler Platz and Bernauer Strasse, trams M1 and 12: all a few minutes’ walk away.",
        icon: "train-front",
      },
      {
        title: "Alexanderplatz",
        description: "A short tram or U-Bahn ride away, with the TV Tower and connections across the city.",
        icon: "landmark",
      },
    ],
    de: [
      {
        title: "Zionskirche",
        description:
          "Die neoromanische Kirche aus dem 19. Jahrhundert ist das Herz des Platzes. Hier wirkte Dietrich Bonhoeffer, und in den 1980er-Jahren hatte die Umweltbibliothek der DDR-Opposition hier ihren Sitz.",
        icon: "landmark",
      },
      {
        title: "Mauerpark",
        description:
          "Wenige Gehminuten entfernt, auf einem Stück des ehemaligen Grenzstreifens: sonntags Flohmarkt und Karaoke im Amphitheater.",
        icon: "park",
      },
      {
        title: "Kastanienallee & Oderberger Straße",
        description: "Zwei der lebendigsten Straßen im Kiez, mit Cafés, Restaurants und kleinen Läden.",
        icon: "restaurant",
      },
      {
        title: "Weinbergspark",
        description:
          "Kleiner Park am Hang in Richtung Mitte – ideal für einen Spaziergang oder eine Pause auf der Wiese.",
        icon: "park",
      },
      {
        title: "Arkonaplatz",
        description: "Kiezplatz mit Flohmarkt jeden Sonntag – genau richtig für Vintage-Funde.",
        icon: "store",
      },
      {
        title: "U-Bahn & Tram",
        description:
          "U2 am Senefelderplatz, U8 am Rosenthaler Platz und an der Bernauer Straße, Tram M1 und 12: alles in wenigen Gehminuten.",
        icon: "train-front",
      },
      {
        title: "Alexanderplatz",
        description:
          "Mit Tram oder U-Bahn nur eine kurze Fahrt entfernt, mit Fernsehturm und Anschluss in die ganze Stadt.",
        icon: "landmark",
      },
    ],
    fr: [
      {
        title: "Zionskirche",
        description:
          "L’église néo-romane du XIXe siècle, au cœur de la place. Dietrich Bonhoeffer y a enseigné, et l’Umweltbibliothek de l’opposition est-allemande y avait son siège dans les années 1980.",
        icon: "landmark",
      },
      {
        title: "Mauerpark",
        description:
          "À quelques minutes à pied, sur une partie de l’ancienne bande frontalière : marché aux puces et karaoké dans l’amphithéâtre le dimanche.",
        icon: "park",
      },
      {
        title: "Kastanienallee et Oderberger Strasse",
        description:
          "Deux des rues les plus animées du quartier, bordées de cafés, de restaurants et de petites boutiques.",
        icon: "restaurant",
      },
      {
        title: "Weinbergspark",
        description:
          "Un petit parc à flanc de coteau en direction de Mitte, idéal pour une promenade ou une pause sur la pelouse.",
        icon: "park",
      },
      {
        title: "Arkonaplatz",
        description:
          "Une place de quartier qui accueille un marché aux puces chaque dimanche, parfaite pour chiner du vintage.",
        icon: "store",
      },
      {
        title: "Métro et tram",
        description:
          "U2 à Senefelderplatz, U8 à Rosenthaler Platz et Bernauer Strasse, trams M1 et 12 : tout est à quelques minutes à pied.",
        icon: "train-front",
      },
      {
        title: "Alexanderplatz",
        description:
          "À un court trajet en tram ou en métro, avec la tour de télévision et des correspondances vers toute la ville.",
        icon: "landmark",
      },
    ],
    es: [
      {
        title: "Zionskirche",
        description:
          "La iglesia neorrománica del siglo XIX, en el corazón de la plaza. Aquí enseñó Dietrich Bonhoeffer, y en los años ochenta tuvo aquí su sede la Umweltbibliothek de la oposición de la RDA.",
        icon: "landmark",
      },
      {
        title: "Mauerpark",
        description:
          "A pocos minutos a pie, sobre un tramo de la antigua franja fronteriza: mercadillo y karaoke en el anfiteatro los domingos.",
        icon: "park",
      },
      {
        title: "Kastanienallee y Oderberger Strasse",
        description: "Dos de las calles más animadas del barrio, llenas de cafés, restaurantes y pequeñas tiendas.",
        icon: "restaurant",
      },
      {
        title: "Weinbergspark",
        description: "Un pequeño parque en ladera en dirección a Mitte, perfecto para pasear o descansar en el césped.",
        icon: "park",
      },
      {
        title: "Arkonaplatz",
        description: "Una plaza de barrio con mercadillo todos los domingos, ideal para encontrar piezas vintage.",
        icon: "store",
      },
      {
        title: "Metro y tranvía",
        description:
          "U2 en Senefelderplatz, U8 en Rosenthaler Platz y Bernauer Strasse, tranvías M1 y 12: todo a pocos minutos a pie.",
        icon: "train-front",
      },
      {
        title: "Alexanderplatz",
        description:
          "A un corto trayecto en tranvía o metro, con la Torre de Televisión y conexiones a toda la ciudad.",
        icon: "landmark",
      },
    ],
    it: [
      {
        title: "Zionskirche",
        description:
          "La chiesa neoromanica dell’Ottocento, cuore della piazza. Qui insegnò Dietrich Bonhoeffer e negli anni Ottanta vi aveva sede la Umweltbibliothek dell’opposizione della Germania Est.",
        icon: "landmark",
      },
      {
        title: "Mauerpark",
        description:
          "A pochi minuti a piedi, su un tratto dell’ex striscia di confine: la domenica mercatino delle pulci e karaoke nell’anfiteatro.",
        icon: "park",
      },
      {
        title: "Kastanienallee e Oderberger Strasse",
        description: "Due delle strade più vivaci del quartiere, piene di caffè, ristoranti e piccoli negozi.",
        icon: "restaurant",
      },
      {
        title: "Weinbergspark",
        description: "Un piccolo parco in pendio verso Mitte, perfetto per una passeggiata o una pausa sul prato.",
        icon: "park",
      },
      {
        title: "Arkonaplatz",
        description:
          "Una piazza di quartiere con il mercatino delle pulci ogni domenica, ideale per scovare pezzi vintage.",
        icon: "store",
      },
      {
        title: "Metro e tram",
        description:
          "U2 a Senefelderplatz, U8 a Rosenthaler Platz e Bernauer Strasse, tram M1 e 12: tutto a pochi minuti a piedi.",
        icon: "train-front",
      },
      {
        title: "Alexanderplatz",
        description:
          "A un breve tragitto in tram o in metro, con la Torre della televisione e collegamenti per tutta la città.",
        icon: "landmark",
      },
    ],
  },
};
