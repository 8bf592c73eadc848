import { inLanguage, siteTexts } from "../content/site-texts";
import type { Messages } from "./en";

/** Spanish UI strings. */
export const es: Messages = {
  meta: { ...inLanguage(siteTexts.pages, "es"), notFoundTitle: "Página no encontrada" },
  facts: {
    bedrooms: "{count, plural, one {# dormitorio} other {# dormitorios}}",
    bathrooms: "{count, plural, one {# baño} other {# baños}}",
  },
  nav: {
    skipToContent: "Saltar al contenido",
    mainNavigation: "Navegación principal",
    home: "Inicio",
    apartments: "Alojamientos",
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
    checkOut: "Salida hasta las {checkOut}",
    freeCancellation: "Cancelación gratuita hasta las {checkIn}, {freeCancellationDays} días antes del día de llegada",
    lateCancellation:
      "Cancelación posterior o no presentación: se debe el precio total, menos los gastos ahorrados y lo obtenido al volver a alquilar",
    payment:
      "Pago del importe total a más tardar {paymentDueDays} días antes de la llegada; en reservas con menos antelación, al confirmarse la reserva",
    termsTitle: "Información útil",
    termsLink: "Condiciones generales y normas de la casa",
    summaryTitle: "Su estancia",
    chooseTitle: "Elija su apartamento",
  },
  contact: {
    title: "¿Tiene alguna pregunta antes de reservar?",
    whatsappUs: "Escríbanos por WhatsApp",
  },
  footer: {
    tagline: siteTexts.footer.tagline.es,
    quickLinks: "Descubrir",
    home: "Inicio",
    legal: "Información legal",
    impressum: "Aviso legal",
    datenschutz: "Política de privacidad",
    agb: "Normas de la casa y condiciones",
    privacySettings: "Configuración de privacidad",
    copyright: "© {year} {siteName}. Todos los derechos reservados.",
  },
  cookie: {
    title: "Su privacidad",
    text: "Google Maps, en las páginas de los apartamentos, solo se carga si acepta. Puede cambiar su elección cuando quiera en «Configuración de privacidad».",
    mapText:
      "El mapa de esta página viene de Google Maps y solo se carga si acepta. Puede cambiar su elección cuando quiera en «Configuración de privacidad».",
    accept: "Aceptar",
    decline: "Rechazar",
    learnMore: "Política de privacidad",
  },
  home: {
    ...inLanguage(siteTexts.home, "es"),
    learnMore: "Más información",
    guests: "Hasta {count} huéspedes",
    opensInNewTab: "(se abre en una pestaña nueva)",
  },
  apartment: {
    carouselRole: "carrusel",
    slideRole: "diapositiva",
    captionRole: "pie de foto",
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
    registrationNumber: "Número de registro:",
  },
  embed: {
    loading: "Cargando…",
    calendarFailed: "No se ha podido cargar el calendario de disponibilidad.",
    openBooking: "Abrir la página de reservas",
    retry: "Reintentar",
    failedHint: "Vuelva a intentarlo o abra nuestra página de reservas. También puede contactarnos directamente:",
    noScript:
      "El calendario y las reservas necesitan JavaScript, que aquí está desactivado. Reserve en la página de nuestro proveedor:",
    calendarRegion: "Calendario de disponibilidad",
    calendarFrameTitle: "Calendario de disponibilidad: {apartment}",
    calendarLoading: "Cargando el calendario de disponibilidad…",
    calendarReady: "El calendario de disponibilidad está listo.",
    previousMonth: "Mes anterior",
    nextMonth: "Mes siguiente",
    emailUs: "Escríbanos a {email}",
    callUs: "Llámenos al {phone}",
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
  /** What guests ask before booking (apartment pages), composed with the facts of guest-info.yaml at build time (app/apartment/guest-questions.ts). */
  guestQuestions: {
    title: "Información útil",
    /** The answer while a fact is not known yet (guest-info.yaml: value null). */
    askUs: "Pregúntenos y se lo diremos antes de reservar.",
    sleeping: {
      title: "Distribución de camas",
      /** While any room's beds are not known yet: the facts, and whom to ask. */
      unknown:
        "El apartamento tiene {bedrooms} y capacidad para {guests} huéspedes. Pregúntenos cómo están distribuidas las camas y se lo diremos antes de reservar.",
      bedroom: "Dormitorio {number}",
      living: "Salón",
      double: "{count, plural, one {# cama doble} other {# camas dobles}}",
      single: "{count, plural, one {# cama individual} other {# camas individuales}}",
      sofaBed: "{count, plural, one {# sofá cama} other {# sofás cama}}",
      bunk: "{count, plural, one {# litera} other {# literas}}",
      cot: "{count, plural, one {# cuna} other {# cunas}}",
      withWidth: "{bed} ({width} cm)",
    },
    /** {floor}: counted as in Europe (1 = one floor above the ground floor). */
    floor:
      "{floor, plural, =1 {primera planta} =2 {segunda planta} =3 {tercera planta} =4 {cuarta planta} =5 {quinta planta} =6 {sexta planta} other {#.ª planta}}",
    /** {route}: the legs of a journey, joined by `then`. */
    route: {
      train: "el {lines} hasta {stop}",
      sbahn: "el S-Bahn {lines} hasta {stop}",
      ubahn: "la {lines} hasta {stop}",
      tram: "el tranvía {lines} hasta {stop}",
      then: " y después ",
    },
    floorAndLift: {
      question: "¿En qué planta está el apartamento? ¿Hay ascensor?",
      groundFloor: "El apartamento está en la planta baja.",
      lift: "El apartamento está en la {floor} y el edificio tiene ascensor.",
      stairs:
        "El apartamento está en la {floor} y no hay ascensor, así que tendrá que subir el equipaje por la escalera.",
    },
    airConditioning: {
      question: "¿Hay aire acondicionado?",
      airConditioning: "Sí, el apartamento tiene aire acondicionado.",
      fan: "No hay aire acondicionado, pero dispone de un ventilador para los días de calor.",
      none: "No hay aire acondicionado.",
      heated: "En los meses fríos, el apartamento tiene calefacción.",
      notHeated: "Tenga en cuenta que el apartamento no tiene calefacción.",
    },
    parking: {
      question: "¿Hay aparcamiento?",
      street: "El apartamento no tiene plaza de aparcamiento propia; puede aparcar en las calles de los alrededores.",
      private: "Sí, hay una plaza de aparcamiento para huéspedes. Avísenos con antelación si viene en coche.",
    },
    luggage: {
      question: "¿Puedo dejar el equipaje antes de la entrada o después de la salida?",
      yes: "Sí. La entrada es a partir de las {checkIn} y la salida hasta las {checkOut}; díganos sus horarios y podrá dejar el equipaje antes o después.",
      onRequest:
        "La entrada es a partir de las {checkIn} y la salida hasta las {checkOut}. Si llega antes o se va más tarde, pregúntenos e intentaremos encontrar un sitio para su equipaje.",
      no: "Lo sentimos, no podemos guardar equipaje antes de la entrada a las {checkIn} ni después de la salida a las {checkOut}.",
      unknown:
        "La entrada es a partir de las {checkIn} y la salida hasta las {checkOut}. Si quiere dejar el equipaje antes o recogerlo más tarde, pregúntenos antes del viaje.",
    },
    fromBer: {
      question: "¿Cómo llego desde el aeropuerto BER?",
      known: "Desde el aeropuerto BER, tome {route}; desde allí, el apartamento está a pocos minutos a pie.",
      unknown: "El BER está bien comunicado con el centro en tren y S-Bahn; pregúntenos y le enviaremos la mejor ruta.",
      ticket: "Un billete para las zonas ABC cubre todo el trayecto.",
    },
    fromHauptbahnhof: {
      question: "¿Cómo llego desde la estación central (Berlin Hauptbahnhof)?",
      known: "Desde la estación central, tome {route}; desde allí, el apartamento está a pocos minutos a pie.",
      unknown: "Pregúntenos y le enviaremos la mejor ruta desde la estación central.",
    },
    cityTax: {
      question: "¿Hay que pagar tasa turística?",
      answer:
        "Sí. Berlín cobra una tasa turística (Übernachtungsteuer) del {cityTax} del precio neto del alojamiento, tanto en viajes privados como de trabajo; la indicamos por separado y la ingresamos en Hacienda.",
    },
    longStay: {
      question: "¿Puedo quedarme un mes o más?",
      answer:
        "Sí, las estancias de {longStayDays} noches o más son posibles y se reservan como cualquier otra. Si tiene preguntas sobre una estancia larga, escríbanos.",
    },
    pets: {
      question: "¿Puedo llevar a mi mascota?",
      allowed: "Sí, las mascotas son bienvenidas. Cuéntenos sobre la suya al reservar.",
      notAllowed: "Lo sentimos, no se admiten mascotas en el apartamento.",
    },
    smoking: {
      question: "¿Se puede fumar en el apartamento?",
      allowed: "Se permite fumar en el apartamento.",
      notAllowed:
        "No. Está prohibido fumar en todo el apartamento, también junto a una ventana abierta, y eso incluye los cigarrillos electrónicos y vapeadores.",
    },
  },
};
