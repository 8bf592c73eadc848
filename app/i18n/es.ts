import type { Messages } from "./en";

/** Spanish UI strings. */
export const es: Messages = {
  meta: {
    homeTitle: "Apartamentos vacacionales en Prenzlauer Berg y Mitte",
    homeDescription:
      "Dos apartamentos amueblados en Berlín, hasta {maxGuests} personas: Zionskirchplatz en Prenzlauer Berg y Bernauer Strasse en Mitte. Estancias cortas o desde {longStayDays} días.",
    pbergTitle: "Apartamento Zionskirchplatz, Prenzlauer Berg",
    pbergDescription:
      "{size}, {bedrooms}, {bathrooms} y gimnasio, en la Zionskirchplatz de Prenzlauer Berg. Mira las fotos, el equipamiento y la disponibilidad.",
    mitteTitle: "Apartamento Bernauer Strasse, Mitte",
    mitteDescription:
      "{size}, {bedrooms} en la Bernauer Strasse de Mitte, junto al Memorial del Muro de Berlín. Mira las fotos, el equipamiento y la disponibilidad.",
    bookingTitle: "Reserva tu estancia",
    bookingDescription:
      "Consulta la disponibilidad y reserva directamente el apartamento Zionskirchplatz o Bernauer Strasse.",
    agbTitle: "Normas de la casa y condiciones",
    agbDescription:
      "Normas de la casa, política de cancelación y condiciones de pago de nuestros apartamentos en Berlín.",
    impressumTitle: "Aviso legal",
    impressumDescription: "Aviso legal (Impressum) del titular de {siteName}.",
    datenschutzTitle: "Política de privacidad",
    datenschutzDescription:
      "Cómo trata este sitio web tus datos: alojamiento web, proveedor de reservas, mapas y tus derechos.",
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
  footer: {
    tagline:
      "Dos alojamientos tranquilos y amueblados en el corazón de Berlín, para escapadas urbanas y estancias largas.",
    quickLinks: "Descubre",
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
    title: "Tu privacidad",
    text: "Guardamos tu elección en tu navegador. Si aceptas, el mapa de las páginas de los apartamentos se carga desde Google Maps. Si rechazas, no se carga nada desde Google. Puedes cambiar tu elección en cualquier momento en «Configuración de privacidad».",
    accept: "Aceptar",
    decline: "Rechazar",
    learnMore: "Política de privacidad",
  },
  home: {
    heroTitle: "Tu casa en el corazón de Berlín",
    heroText:
      "Dos apartamentos amueblados en Prenzlauer Berg y Mitte, a pocos pasos de cafés, parques y del Memorial del Muro de Berlín. Reserva directamente con nosotros, para un fin de semana o para un mes.",
    heroImageAlt: "Salón del apartamento Zionskirchplatz",
    apartmentsTitle: "Nuestros apartamentos",
    apartmentsText: "Los dos apartamentos tienen entrada autónoma, wifi rápido y cocina totalmente equipada.",
    learnMore: "Más información",
    guests: "Hasta {count} huéspedes",
    opensInNewTab: "(se abre en una pestaña nueva)",
    highlightsTitle: "Por qué nuestros huéspedes repiten",
    highlights: {
      selfCheckIn: {
        title: "Llegada autónoma",
        text: "Llegue a partir de las {checkIn} a su ritmo: cerradura con código, sin entrega de llaves.",
      },
      longStays: {
        title: "Estancias largas bienvenidas",
        text: "Estancias de {longStayDays} noches o más, con lavadora y un espacio de trabajo de verdad.",
      },
      wifi: { title: "Wi-Fi rápido", text: "Internet fiable y una Smart TV con streaming en ambos apartamentos." },
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
    openPhoto: "Abrir la foto {current} de {total}: {alt}",
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
      "Elige tus fechas en el calendario y después reserva de forma segura en nuestra página de reservas.",
    bookThis: "Reservar {title}",
    location: "Ubicación",
    surroundings: "En el barrio",
    registrationNumber: "Número de registro",
  },
  embed: {
    loading: "Cargando…",
    calendarFailed: "No se ha podido cargar el calendario de disponibilidad.",
    bookingFailed: "No se ha podido cargar la herramienta de reservas.",
    failedHint: "Comprueba tu conexión y vuelve a cargar la página, o abre nuestra página de reservas.",
    openBooking: "Abrir la página de reservas",
    reload: "Volver a cargar la página",
    bookingFailedHint:
      "Compruebe su conexión y vuelva a intentarlo, o reserve por correo electrónico en {email} o por teléfono en el {phone}.",
    retry: "Reintentar",
  },
  map: {
    title: "Mapa de {address}",
    placeholder:
      "El mapa lo proporciona Google Maps. Solo se carga si tú lo permites, y en ese caso Google recibe tu dirección IP.",
    load: "Cargar mapa",
    openInGoogleMaps: "Abrir en Google Maps",
  },
  booking: {
    title: "Reserva tu estancia",
    text: "Elige un apartamento y tus fechas, y reserva de forma segura. Recibirás una confirmación por correo electrónico.",
    selectLabel: "Alojamiento",
    selectPlaceholder: "Seleccionar alojamiento",
    all: "Todos los alojamientos",
    mitte: "Bernauer Strasse",
    pberg: "Zionskirchplatz",
    toolTitle: "Herramienta de reservas",
  },
  legal: {
    lastUpdated: "Última actualización: {date}",
  },
  notFound: {
    title: "Página no encontrada",
    text: "La página que buscas no existe o se ha movido.",
    backHome: "Volver a la página de inicio",
  },
};
