// The documents this company's website links to, rendered by ../build-documents.mjs.
export default [
  {
    file: 'site/downloads/aldaviva-informe-sostenibilidad-2025.pdf',
    producer: 'pdf-lib',
    title: 'Informe de sostenibilidad 2025',
    author: 'Aldaviva Software S.L.',
    subject: 'Informe de sostenibilidad del ejercicio 2025',
    language: 'es-ES',
    pages: [
      [
        { cover: 'Informe de sostenibilidad 2025' },
        { p: 'Aldaviva Software S.L.' },
        { p: 'Valencia, abril de 2026' },
      ],
      [
        { h1: 'Carta del consejero delegado' },
        {
          p: 'En 2025 crecimos un 21 % y superamos por primera vez las 200 personas. Crecer sin aumentar nuestra huella es posible: nuestras emisiones de alcance 1 bajaron un 15 % y seguimos comprando electricidad 100 % renovable para todas nuestras oficinas.',
        },
        { h1: 'Sobre Aldaviva' },
        {
          p: 'Aldaviva desarrolla Aldaviva Dispatch, una plataforma en la nube para planificar el trabajo de técnicos de campo. Nuestros clientes son empresas: distribuidoras de agua y energía, instaladores y empresas de mantenimiento.',
        },
        {
          p: 'Sede en Valencia; oficinas en Madrid, Lisboa y Lyon. Importe neto de la cifra de negocios 2025: 38,2 millones de euros (2024: 31,5 millones de euros).',
        },
      ],
      [
        { h1: 'Indicadores ambientales' },
        {
          table: {
            columns: ['Indicador', '2024', '2025'],
            rows: [
              ['Emisiones de alcance 1 (t CO2e)', '21,6', '18,4'],
              ['Emisiones de alcance 2, basado en el mercado (t CO2e)', '0', '0'],
              ['Emisiones de alcance 2, basado en la ubicación (t CO2e)', '104,2', '96,7'],
              ['Alcance 3: viajes de negocio (t CO2e)', '388', '412'],
              ['Consumo de energía en oficinas (MWh)', '455', '412'],
              ['Electricidad renovable en oficinas (%)', '100', '100'],
            ],
            widths: [300, 90, 90],
          },
        },
        {
          p: 'El alojamiento en la nube lo presta Nubestra Cloud en su región de Fráncfort (Alemania). Según el proveedor, las emisiones asociadas a nuestro uso fueron de 41 t CO2e en 2025.',
        },
      ],
      [
        { h1: 'Indicadores sociales' },
        {
          table: {
            columns: ['Indicador', '2024', '2025'],
            rows: [
              ['Plantilla a 31 de diciembre (personas)', '188', '214'],
              ['Mujeres en plantilla (%)', '36', '38'],
              ['Mujeres en puestos técnicos (%)', '24', '27'],
              ['Rotación voluntaria (%)', '13,9', '11,6'],
              ['Horas de formación por persona', '19', '22'],
            ],
            widths: [300, 90, 90],
          },
        },
        {
          p: 'Code for Good: en 2025 nuestros ingenieros dedicaron 1.900 horas de voluntariado técnico a 14 ONG, junto con la Fundación Alcora Digital. Con la Universitat Politècnica de València financiamos doce becas al año para mujeres que estudian ingeniería informática.',
        },
      ],
      [
        { h1: 'Gobernanza y cadena de valor' },
        {
          list: [
            'Certificación ISO/IEC 27001 desde 2018.',
            'Firmantes del Pacto Mundial de las Naciones Unidas desde 2021.',
            'Medalla de Plata de EcoVadis en 2025.',
            'Compromiso con la iniciativa Science Based Targets (SBTi) en 2025; presentaremos nuestros objetivos en 2026.',
          ],
        },
        {
          p: 'Grupos de interés: empleados, clientes, inversores (Meseta Growth Partners y Olmedo Capital), la Universitat Politècnica de València y la Fundación Alcora Digital.',
        },
        { p: 'Nuestro principal proveedor es Nubestra Cloud, que aloja todos los datos de clientes.' },
      ],
    ],
  },
];
