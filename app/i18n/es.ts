import type { Messages } from "./en";

/** Spanish UI strings. */
export const es: Messages = {
  meta: {
    homeTitle: "Apartamentos vacacionales en Prenzlauer Berg y Mitte",
    homeDescription:
      "Dos apartamentos amueblados en Berlín para hasta {maxGuests} personas, en la Zionskirchplatz de Prenzlauer Berg y la Bernauer Strasse de Mitte. Reserva directa.",
    pbergTitle: "Apartamento Zionskirchplatz, Prenzlauer Berg",
    pbergDescription:
      "{size}, {bedrooms}, {bathrooms} y gimnasio privado en la Zionskirchplatz de Prenzlauer Berg, para hasta {guests} personas. Fotos, equipamiento, disponibilidad.",
    mitteTitle: "Apartamento Bernauer Strasse, Mitte",
    mitteDescription:
      "{size} con {bedrooms} en la Bernauer Strasse de Mitte, junto al Memorial del Muro de Berlín, para hasta {guests} personas. Fotos, equipamiento, disponibilidad.",
    bookingTitle: "Reserve su estancia",
    bookingDescription:
      "Elija el apartamento Zionskirchplatz o Bernauer Strasse, consulte la disponibilidad al momento y reserve su estancia en Berlín directamente con nosotros.",
    bookingPbergTitle: "Reservar el apartamento Zionskirchplatz",
    bookingPbergDescription:
      "Consulte las fechas y reserve directamente el apartamento Zionskirchplatz en Prenzlauer Berg ({size}, hasta {guests} personas). Llegada desde las {checkIn}.",
    bookingMitteTitle: "Reservar el apartamento Bernauer Strasse",
    bookingMitteDescription:
      "Consulte las fechas y reserve directamente el apartamento Bernauer Strasse en Mitte ({size}, hasta {guests} personas), junto al Memorial del Muro.",
    agbTitle: "Normas de la casa y condiciones",
    agbDescription:
      "Normas de la casa, cancelación y pago de nuestros dos apartamentos en Berlín, con llegada desde las {checkIn} y salida antes de las {checkOut}.",
    impressumTitle: "Aviso legal",
    impressumDescription:
      "Aviso legal (Impressum) de {siteName}: quién alquila los dos apartamentos vacacionales en Berlín, con dirección, correo electrónico y teléfono.",
    datenschutzTitle: "Política de privacidad",
    datenschutzDescription:
      "Cómo tratan sus datos personales este sitio web y nuestras reservas: alojamiento web, herramienta de reservas Smoobu, Google Maps, plazos y sus derechos.",
    notFoundTitle: "Página no encontrada",
  },
  facts: {
    bedrooms: "{count, plural, one {# dormitorio} other {# dormitorios}}",
    bathrooms: "{count, plural, one {# baño} other {# baños}}",
  },
  nav: {
    skipToContent: "Saltar al contenido",
    mainNavigation: "Navegación principal",
    home: "Inicio",
    properties: "Alojamientos",
    pberg: "PBerg",
    mitte: "Mitte",
    bookNow: "Reservar",
    language: "Idioma",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    menuTitle: "Menú",
  },
  rooms: {
    living: "Salón",
    bedroom: "{count, plural, one {Dormitorio} other {Dormitorios}}",
    kitchen: "Cocina",
    bathroom: "{count, plural, one {Baño} other {Baños}}",
    dining: "Comedor",
    workspace: "Zona de trabajo",
    gym: "Gimnasio",
    balcony: "Balcón",
    outside: "Edificio y barrio",
    hallway: "Recibidor",
  },
  stay: {
    checkIn: "Entrada a partir de las {checkIn}",
    checkOut: "Salida antes de las {checkOut}",
    freeCancellation:
      "Cancelación gratuita hasta {freeCancellationDays} días antes del día de llegada, a las {checkIn}",
    lateCancellation: "Cancelación posterior o no presentación: se debe el precio total",
    payment:
      "Pago del importe total a más tardar {paymentDueDays} días antes de la llegada; en reservas con menos antelación, al confirmarse la reserva",
    termsTitle: "Información importante",
    termsLink: "Condiciones generales y normas de la casa",
    summaryTitle: "Su estancia",
    chooseTitle: "Elija su apartamento",
  },
  contact: {
    title: "¿Tiene alguna pregunta antes de reservar?",
    whatsappUs: "Escríbanos por WhatsApp",
  },
  footer: {
    tagline:
      "Dos alojamientos tranquilos y amueblados en el corazón de Berlín, para escapadas urbanas y estancias largas.",
    quickLinks: "Descubrir",
    home: "Inicio",
    prenzlauerBerg: "Prenzlauer Berg",
    mitte: "Mitte",
    legal: "Información legal",
    impressum: "Aviso legal",
    datenschutz: "Política de privacidad",
    agb: "Normas de la casa y condiciones",
    privacySettings: "Configuración de privacidad",
    copyright: "© {year} {siteName}. Todos los derechos reservados.",
  },
  cookie: {
    title: "Su privacidad",
    text: "El contenido de otros proveedores solo se carga si acepta. Puede cambiar su elección cuando quiera en «Configuración de privacidad».",
    mapText:
      "El mapa de esta página viene de Google Maps y solo se carga si acepta. Puede cambiar su elección cuando quiera en «Configuración de privacidad».",
    accept: "Aceptar",
    decline: "Rechazar",
    learnMore: "Política de privacidad",
  },
  home: {
    heroTitle: "Su hogar en el corazón de Berlín",
    heroText:
      "Dos apartamentos amueblados en Prenzlauer Berg y Mitte, a pocos pasos de cafés, parques y del Memorial del Muro de Berlín. Reserve directamente con nosotros, para un fin de semana o para un mes.",
    apartmentsTitle: "Nuestros apartamentos",
    apartmentsText: "Los dos apartamentos tienen entrada autónoma, wifi rápido y cocina totalmente equipada.",
    learnMore: "Más información",
    guests: "Hasta {count} huéspedes",
    opensInNewTab: "(se abre en una pestaña nueva)",
    highlightsTitle: "Por qué alojarse con nosotros",
    highlights: {
      selfCheckIn: {
        title: "Llegada autónoma",
        text: "Llegue a partir de las {checkIn} a su ritmo: cerradura con código, sin entrega de llaves.",
      },
      longStays: {
        title: "Estancias largas bienvenidas",
        text: "Estancias de {longStayDays} noches o más, con lavadora y un espacio de trabajo de verdad.",
      },
      wifi: { title: "Wifi rápido", text: "Internet fiable y una Smart TV con streaming en ambos apartamentos." },
      direct: {
        title: "Reserva directa",
        text: "Consulte la disponibilidad al momento y reserve de forma segura, directamente con nosotros.",
      },
    },
  },
  property: {
    carouselRole: "carrusel",
    slideRole: "diapositiva",
    photos: "Fotos del apartamento {title}",
    slide: "Foto {current} de {total}",
    previousPhoto: "Foto anterior",
    nextPhoto: "Foto siguiente",
    showAllPhotos: "Ver las {total} fotos",
    viewerLabel: "Visor de fotos",
    viewerClose: "Cerrar el visor de fotos",
    viewerPrevious: "Foto anterior",
    viewerNext: "Foto siguiente",
    facts: "De un vistazo",
    bedrooms: "{count} dormitorios",
    bedroom: "1 dormitorio",
    bathrooms: "{count} baños",
    bathroom: "1 baño",
    entertainment: "Smart TV",
    freeWifi: "Wifi gratis",
    gym: "Gimnasio privado",
    about: "Sobre este apartamento",
    features: "Lo más destacado",
    amenities: "Equipamiento",
    availability: "Disponibilidad",
    availabilityText:
      "Elija sus fechas en el calendario y después reserve de forma segura en nuestra página de reservas.",
    bookThis: "Reservar {title}",
    location: "Ubicación",
    surroundings: "En el barrio",
    registrationNumber: "Número de registro",
  },
  embed: {
    loading: "Cargando…",
    calendarFailed: "No se ha podido cargar el calendario de disponibilidad.",
    openBooking: "Abrir la página de reservas",
    retry: "Reintentar",
    failedHint: "Vuelva a intentarlo o abra nuestra página de reservas. También puede contactarnos directamente:",
    calendarRegion: "Calendario de disponibilidad",
    calendarFrameTitle: "Calendario de disponibilidad: {apartment}",
    calendarLoading: "Cargando el calendario de disponibilidad…",
    calendarReady: "El calendario de disponibilidad está listo.",
    previousMonth: "Mes anterior",
    nextMonth: "Mes siguiente",
    emailUs: "Escribir a {email}",
    callUs: "Llamar al {phone}",
  },
  map: {
    title: "Mapa de {address}",
    placeholder:
      "El mapa lo proporciona Google Maps. Solo se carga si usted lo permite y, en ese caso, Google recibe su dirección IP.",
    load: "Cargar mapa",
    openInGoogleMaps: "Abrir en Google Maps",
  },
  booking: {
    title: "Reserve su estancia",
    text: "Elija un apartamento y sus fechas, y reserve de forma segura. Recibirá una confirmación por correo electrónico.",
    selectLabel: "Alojamiento",
    selectPlaceholder: "Seleccionar alojamiento",
    all: "Todos los alojamientos",
    mitte: "Bernauer Strasse",
    pberg: "Zionskirchplatz",
    toolTitle: "Herramienta de reservas",
    bookingFailed: "No se ha podido cargar la herramienta de reservas.",
    bookingFailedHint:
      "Vuelva a intentarlo o abra la página de reservas en una pestaña nueva. También puede reservar directamente con nosotros:",
    bookingFrameTitle: "Herramienta de reservas",
    openProviderBooking: "Abrir la página de reservas en una pestaña nueva",
  },
  legal: {
    lastUpdated: "Última actualización: {date}",
    contents: "Índice",
  },
  notFound: {
    title: "Página no encontrada",
    text: "La página que busca no existe o se ha movido.",
    backHome: "Volver a la página de inicio",
  },
};
