// Spanish interface words (es-ES); keys must match the German source file exactly.
import type { Messages } from './types'

export default {
  shell: {
    home: 'Inicio',
    back: 'Volver',
    navigation: 'Navegación principal',
    closeBar: 'Cerrar aviso',
    unavailableTitle: 'Volvemos enseguida',
    unavailableText: 'La tienda no está disponible en este momento. Vuelve a intentarlo en un minuto.',
    notFoundTitle: 'Página no encontrada',
    notFoundText: 'Esta página no existe (o ya no existe).',
    pageNotFound: 'Página no encontrada: {path}',
    languages: 'Idioma',
  },
  language: {
    de: 'Deutsch',
    en: 'English',
    es: 'Español',
    fr: 'Français',
    it: 'Italiano',
    nl: 'Nederlands',
  },
  cta: {
    jetztGestalten: 'Diseñar ahora',
    ohneFotoGestalten: 'Diseñar sin foto',
    jetztBestellen: 'Pedir ahora',
  },
  icons: {
    title: 'Iconos',
    intro: 'Todos los iconos del sprite con su nombre.',
  },
  header: {
    magazine: 'Revista',
    service: 'Atención al cliente',
    account: 'Mi cuenta',
    cart: 'Cesta',
    menu: 'Menú',
    login: 'Iniciar sesión',
  },
  preview: {
    connecting: 'Conectando la vista previa …',
    live: 'Vista previa en directo activa',
    updating: 'Actualizando la vista previa …',
    failed: 'Vista previa interrumpida: vuelve a cargar la página',
    outsideEditor: 'El modo borrador no está activo: esta vista previa está abierta fuera del editor de Storyblok; los cambios solo aparecen al recargar.',
  },
} satisfies Messages
